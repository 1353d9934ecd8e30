import { cn } from '../../../lib/cn.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** White or black text on the page (docs/product-spec.md, section 2: text colour theme). */
export function TextThemePicker({ value, onChange }: { value: 'white' | 'black'; onChange: (theme: 'white' | 'black') => void }) {
  const { t } = useAppT();
  return (
    <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('editor.background.textColourGroup')}>
      {(['white', 'black'] as const).map((theme) => (
        <button
          key={theme}
          type="button"
          role="radio"
          aria-checked={value === theme}
          onClick={() => onChange(theme)}
          className={cn(
            'flex h-12 items-center justify-center gap-2 rounded-xl border text-sm font-semibold capitalize transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            theme === 'white' ? 'bg-stone-800 text-white' : 'bg-white text-stone-900',
            value === theme ? 'border-primary ring-2 ring-primary' : 'border-border',
          )}
        >
          {theme === 'white' ? t('editor.background.whiteText') : t('editor.background.blackText')}
        </button>
      ))}
    </div>
  );
}
