import { CheckCircle2, ImagePlus, Upload, XCircle } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { type FileProgress, useUploadGalleryMedia } from '../api/upload-gallery-media.js';
import { formatNumber, formatPercent } from '../../../lib/format-intl.js';
import { isImageOrVideo } from '../media-paths.js';

/** Guests add several photos and videos at once, optionally with their name and email. */
export function UploadDialog({ slug }: { slug: string }) {
  const { t, language } = useAppT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [uploaderName, setUploaderName] = useState('');
  const [uploaderEmail, setUploaderEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadGalleryMedia(slug);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    const valid = picked.filter((file) => {
      if (isImageOrVideo(file)) return true;
      toast({
        title: t('gallery.upload.invalidFileType'),
        description: t('gallery.upload.invalidFileTypeDetail', { file: file.name }),
        variant: 'destructive',
      });
      return false;
    });
    setFiles((current) => [...current, ...valid]);
    upload.reset();
    e.target.value = '';
  };

  const close = (next: boolean) => {
    if (!next && upload.isUploading) upload.cancel();
    setOpen(next);
    if (!next) {
      setFiles([]);
      upload.reset();
    }
  };

  const send = async () => {
    const { ok, done } = await upload.start(files, { uploaderName, uploaderEmail });
    if (ok) close(false);
    // Keep what failed on screen with its reason; what arrived is already in the grid.
    else setFiles((current) => current.filter((_, i) => !done[i]));
  };

  const rows: FileProgress[] = upload.progress.length ? upload.progress : files.map((file) => ({ file, loaded: 0, status: 'waiting' }));

  return (
    <Dialog open={open} onOpenChange={close}>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {t('gallery.upload.button')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('gallery.upload.title')}</DialogTitle>
          <DialogDescription>{t('gallery.upload.description')}</DialogDescription>
        </DialogHeader>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/*,video/*,.heic,.heif"
          className="sr-only"
          onChange={choose}
          aria-label={t('gallery.upload.choose')}
        />
        <Button variant="outline" className="h-auto min-h-20 whitespace-normal border-dashed py-3 text-center" onClick={() => input.current?.click()} disabled={upload.isUploading}>
          <ImagePlus aria-hidden="true" />
          {files.length ? t('gallery.upload.addMore') : t('gallery.upload.choose')}
        </Button>
        {rows.length > 0 && (
          <ul className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto" aria-label={t('gallery.upload.selectedFiles')}>
            {rows.map((row, i) => (
              <FileRow key={`${row.file.name}-${i}`} row={row} />
            ))}
          </ul>
        )}
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-name`}>{t('gallery.upload.name')}</Label>
          <Input id={`${id}-name`} autoComplete="name" value={uploaderName} onChange={(e) => setUploaderName(e.target.value)} maxLength={100} />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-email`}>{t('gallery.upload.email')}</Label>
          <Input id={`${id}-email`} type="email" dir="ltr" autoComplete="email" value={uploaderEmail} onChange={(e) => setUploaderEmail(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {t('gallery.upload.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={files.length === 0 || upload.isUploading}>
            {upload.isUploading
              ? t('gallery.upload.uploading')
              : files.length === 0
                ? t('gallery.upload.sendNone')
                : t('gallery.upload.send', { count: files.length, number: formatNumber(files.length, language) })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FileRow({ row }: { row: FileProgress }) {
  const { t, language } = useAppT();
  const percent = row.file.size ? Math.min(100, Math.round((row.loaded / row.file.size) * 100)) : 0;
  return (
    <li className="rounded-lg border border-border px-3 py-2 text-sm">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate" dir="auto">
          {row.file.name}
        </span>
        {row.status === 'done' && <CheckCircle2 className="size-4 text-emerald-600" aria-label={t('gallery.upload.uploaded')} />}
        {row.status === 'failed' && <XCircle className="size-4 text-destructive" aria-label={t('gallery.upload.failed')} />}
        {row.status === 'uploading' && <span className="tabular-nums text-muted-foreground">{formatPercent(percent, language)}</span>}
      </div>
      {row.status !== 'waiting' && (
        <div
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('gallery.upload.progress', { name: row.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.status === 'done' ? 100 : percent}
        >
          <div
            className={row.status === 'failed' ? 'h-full bg-destructive' : 'h-full bg-primary transition-[width]'}
            style={{ width: `${row.status === 'done' || row.status === 'failed' ? 100 : percent}%` }}
          />
        </div>
      )}
      {row.error && <p className="mt-1 text-xs text-destructive">{row.error}</p>}
    </li>
  );
}
