import { Check, Copy, ExternalLink, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMING } from '../../shared/limits.js';
import { useT } from '../lib/i18n/guest-texts.js';
import { copyText } from '../lib/clipboard.js';
import { cn } from '../lib/cn.js';
import { detectInAppBrowser, openInBrowserUrl } from '../lib/in-app-browser.js';

/**
 * 'For the best recording, open this page in your browser': shown in the in-app browsers a bio link opens (their
 * webviews often refuse the microphone), with 'Copy link' and, where the platform has one, a button that opens the
 * system browser. The guest can still try to record where they are.
 */
export function OpenInBrowserBanner({ className }: { className?: string }) {
  const { t } = useT();
  const [inApp] = useState(() => (typeof navigator === 'undefined' ? null : detectInAppBrowser(navigator.userAgent)));
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), TIMING.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!inApp) return null;

  const href = window.location.href;
  const open = openInBrowserUrl(href, inApp.platform);
  const openLabel = inApp.platform === 'android' ? t('inApp.openInChrome') : inApp.platform === 'ios' ? t('inApp.openInSafari') : t('inApp.openInBrowser');
  const button =
    'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-700';

  return (
    <section
      aria-label={t('inApp.banner')}
      className={cn('w-full rounded-2xl border border-amber-300 bg-amber-50 p-3 text-start text-amber-950 shadow-sm', className)}
      data-testid="in-app-banner"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('inApp.banner')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2 ps-6">
        <button type="button" className={cn(button, 'border border-amber-400 bg-white')} onClick={() => void copyText(href).then(setCopied)}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? t('inApp.linkCopied') : t('inApp.copyLink')}
        </button>
        {open && (
          <a href={open} className={cn(button, 'bg-amber-900 text-white')}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {openLabel}
          </a>
        )}
      </div>
      {copied === false && (
        <p role="alert" className="mt-2 ps-6 text-sm">
          {href}
        </p>
      )}
    </section>
  );
}
