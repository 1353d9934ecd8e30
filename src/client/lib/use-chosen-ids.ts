import { useCallback, useState } from 'react';

/** The ids a list's checkboxes have chosen: `toggle(id, on)` for one box, `setChosen` for all or none at once. */
export function useChosenIds() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setChosen((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { chosen, setChosen, toggle };
}
