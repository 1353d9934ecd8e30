import { Check } from 'lucide-react';
import { CLASSIC_LOOK, PAGE_LOOKS, PAGE_THEMES, type PageTheme } from '../../../../shared/page-design.js';
import { cn } from '../../../lib/cn.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

const CHOICES: Array<PageTheme | null> = [null, ...PAGE_THEMES];
const NAME_KEYS = {
  classic: 'editor.background.theme.classic',
  garden: 'editor.background.theme.garden',
  blush: 'editor.background.theme.blush',
  midnight: 'editor.background.theme.midnight',
  linen: 'editor.background.theme.linen',
} as const;

/**
 * The page's designed looks (docs/decisions/080), each shown as itself: its background, its heading face and its
 * button. The classic look is the page as it was before themes.
 */
export function PageThemePicker({ value, onChange }: { value: PageTheme | null; onChange: (theme: PageTheme | null) => void }) {
  const { t } = useAppT();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" role="radiogroup" aria-label={t('editor.background.themeGroup')}>
      {CHOICES.map((theme) => {
        const look = theme ? PAGE_LOOKS[theme] : CLASSIC_LOOK;
        const checked = value === theme;
        return (
          <button
            key={theme ?? 'classic'}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(theme)}
            className={cn(
              'relative flex h-24 flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border text-sm transition-shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              checked ? 'border-primary ring-2 ring-primary' : 'border-border',
            )}
            style={{ backgroundImage: look.background, color: look.textTheme === 'white' ? '#ffffff' : '#1c1917' }}
          >
            <span className="text-base font-semibold" style={{ fontFamily: look.headingFont, fontStyle: look.headingStyle }}>
              {t(NAME_KEYS[theme ?? 'classic'])}
            </span>
            <span
              aria-hidden="true"
              className="h-2.5 w-14 rounded-full"
              style={{ backgroundImage: `linear-gradient(to right, ${look.accentFrom}, ${look.accentTo})` }}
            />
            {checked && (
              <span className="absolute end-1.5 top-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-3" aria-hidden="true" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
