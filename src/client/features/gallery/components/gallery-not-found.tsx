import { ImageOff } from 'lucide-react';
import { UI } from '../../../../shared/ui.texts.js';
import { NotFoundScreen } from '../../../components/layout/not-found-screen.js';

export function GalleryNotFound() {
  return <NotFoundScreen icon={ImageOff} title={UI.galleryNotFound} detail={UI.galleryNotFoundDetail} />;
}
