import { useEffect, useState } from 'react';
import { PARTY_LIMITS, type PartyFeed } from '../../../../shared/party.schemas.js';

/**
 * The gallery's newest photos, one after another; a photo that has just arrived is shown next. The photos are the
 * gallery's thumbnails (about 720 px), enough for a screen seen from across a room.
 */
export function PartySlideshow({ photos, label }: { photos: PartyFeed['photos']; label: string }) {
  const [index, setIndex] = useState(0);
  const newest = photos[0]?.id;
  // A new photo (the list is newest first) starts the show again from it.
  useEffect(() => setIndex(0), [newest]);
  useEffect(() => {
    if (photos.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % photos.length), PARTY_LIMITS.slideMs);
    return () => clearInterval(timer);
  }, [photos.length, newest]);
  const photo = photos[index % photos.length];
  const next = photos[(index + 1) % photos.length];
  // The next photo, fetched while this one shows.
  useEffect(() => {
    if (next) new Image().src = next.url;
  }, [next?.url]);
  if (!photo) return null;
  return (
    <section aria-label={label} className="relative min-h-0 overflow-hidden rounded-[2vh] bg-black">
      <img key={photo.id} src={photo.url} alt="" className="absolute inset-0 size-full animate-fade-in object-contain" />
    </section>
  );
}
