import type { PartyFeed } from '../../../../shared/party.schemas.js';

/** Guests who just left a message and agreed to be named, newest first and largest. */
export function PartyNames({ names, heading }: { names: PartyFeed['names']; heading: string }) {
  if (names.length === 0) return null;
  const [first, ...rest] = names;
  return (
    <section aria-label={heading} className="min-w-0">
      <p className="text-[2.2vh] font-medium uppercase tracking-widest text-amber-300">{heading}</p>
      <ul className="mt-[1vh] flex flex-wrap items-baseline gap-x-[2.5vh] gap-y-[0.5vh]" aria-live="polite">
        <li key={`${first!.at}-${first!.name}`} dir="auto" className="animate-fade-in truncate font-display text-[5vh] font-semibold">
          {first!.name}
        </li>
        {rest.map((n) => (
          <li key={`${n.at}-${n.name}`} dir="auto" className="truncate text-[3.2vh] text-white/80">
            {n.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
