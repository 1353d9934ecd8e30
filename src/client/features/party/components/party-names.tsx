import type { PartyFeed } from '../../../../shared/party.schemas.js';

/**
 * Guests who just left a message and agreed to be named, newest first and largest, each with the photo they sent with
 * it (docs/decisions/082). The photo stands beside its name, which says who it is: no second text for it.
 */
export function PartyNames({ names, heading }: { names: PartyFeed['names']; heading: string }) {
  if (names.length === 0) return null;
  const [first, ...rest] = names;
  return (
    <section aria-label={heading} className="min-w-0">
      <p className="text-[2.2vh] font-medium uppercase tracking-widest text-amber-300">{heading}</p>
      <ul className="mt-[1vh] flex flex-wrap items-center gap-x-[2.5vh] gap-y-[0.8vh]" aria-live="polite">
        <li key={`${first!.at}-${first!.name}`} className="flex min-w-0 animate-fade-in items-center gap-[1.5vh]">
          {first!.photo && <img src={first!.photo} alt="" className="size-[9vh] shrink-0 rounded-[1.5vh] object-cover shadow-lg" />}
          <span dir="auto" className="truncate font-display text-[5vh] font-semibold">
            {first!.name}
          </span>
        </li>
        {rest.map((n) => (
          <li key={`${n.at}-${n.name}`} className="flex min-w-0 items-center gap-[1vh]">
            {n.photo && <img src={n.photo} alt="" className="size-[4.5vh] shrink-0 rounded-[0.8vh] object-cover" />}
            <span dir="auto" className="truncate text-[3.2vh] text-white/80">
              {n.name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
