import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMING } from '../../shared/limits.js';
import { copyText } from '../lib/clipboard.js';
import { useAppT } from '../lib/i18n/app-texts.js';
import { Button } from './ui/button.js';
import { IconButton } from './ui/icon-button.js';
import { toast } from '../lib/toast.js';

/**
 * Copies a link; the check mark stays for 2 seconds (docs/product-spec.md, section 2). An icon with a tooltip, or with
 * `withText` the label written beside the icon (the 'Your Public Profile' card's 'Copy Link').
 */
export function CopyButton({ text, label, withText = false }: { text: string; label?: string; withText?: boolean }) {
  const { t } = useAppT();
  const shownLabel = label ?? t('common.copy.link');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMING.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      toast({ title: t('common.copy.copied') });
    } else {
      toast({ title: t('common.copy.failed'), description: t('common.copy.failedDetail'), variant: 'destructive' });
    }
  };

  const icon = copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />;
  if (withText) {
    return (
      <Button variant="outline" onClick={() => void copy()} className="shrink-0">
        {icon}
        {shownLabel}
      </Button>
    );
  }
  return (
    <IconButton label={shownLabel} onClick={() => void copy()} className="shrink-0">
      {icon}
    </IconButton>
  );
}
