import { useEffect, useState } from 'react';
import { PARTY_LIMITS } from '../../../../shared/party.schemas.js';

/** The host's prompt questions, one at a time, the next every few seconds. */
export function RotatingPrompt({ prompts, heading }: { prompts: string[]; heading: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (prompts.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), PARTY_LIMITS.promptMs);
    return () => clearInterval(timer);
  }, [prompts.length]);
  if (prompts.length === 0) return null;
  const prompt = prompts[index % prompts.length]!;
  return (
    <section aria-label={heading} className="rounded-[2vh] bg-white/10 px-[3vh] py-[2.5vh]">
      <p className="text-[2.2vh] font-medium uppercase tracking-widest text-amber-300">{heading}</p>
      {/* dir="auto": the host's question reads in its own direction whatever the screen's (an English one on an Arabic screen). */}
      <p key={prompt} dir="auto" className="mt-[1vh] animate-fade-in font-display text-[4.2vh] leading-tight" aria-live="polite">
        “{prompt}”
      </p>
    </section>
  );
}
