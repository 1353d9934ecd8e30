/** The live input level while recording; decorative, the status text carries the meaning for screen readers. */
export function LevelMeter({ level }: { level: number }) {
  const bars = 12;
  const lit = Math.round(Math.min(1, Math.max(0, level)) * bars);
  return (
    <div className="flex h-6 items-end gap-1" aria-hidden="true">
      {Array.from({ length: bars }, (_, i) => (
        <span
          key={i}
          className={`w-1.5 rounded-full transition-[height,background-color] duration-75 ${i < lit ? 'bg-primary' : 'bg-border'}`}
          style={{ height: `${30 + (i / (bars - 1)) * 70}%` }}
        />
      ))}
    </div>
  );
}
