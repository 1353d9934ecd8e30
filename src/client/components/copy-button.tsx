import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMING } from '../../shared/limits.js';
import { UI } from '../../shared/ui-texts.js';
import { Button } from './ui/button.js';
import { toast } from './ui/use-toast.js';
import { copyText } from '../lib/clipboard.js';

/** Copies a link; the check mark stays for the spec's 2 seconds. */
export function CopyButton({ text, label = 'Copy link' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMING.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      toast({ title: UI.copiedToClipboard });
    } else {
      toast({ title: UI.copyFailed, description: UI.copyFailedDetail, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="icon" onClick={() => void copy()} className="shrink-0">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span className="sr-only">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
