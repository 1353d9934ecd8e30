import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from '../shared/public-page.types.js';
import { PublicApp } from './app/public-app.js';
import './guest.css';

// The guest's page (/{username}): the server sent its HTML and its data; React takes over what is already painted.
const root = document.getElementById('root');
const data = document.getElementById(PUBLIC_PAGE_DATA_ID);
if (!root || !data?.textContent) throw new Error('The page was sent without its data');
const page = JSON.parse(data.textContent) as PublicPageData;

hydrateRoot(
  root,
  <StrictMode>
    <PublicApp page={page} />
  </StrictMode>,
);
