import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { Switch } from '../../../components/ui/switch.js';

export interface GalleryPasswordSettings {
  galleryPasswordEnabled: boolean;
  galleryPassword: string;
}

/**
 * Gallery password switch and field. Wire `onSave` to POST /api/gallery/password; without it the controls
 * show the current state read-only.
 */
export function GalleryPasswordCard({
  enabled,
  onSave,
  isSaving = false,
}: {
  enabled: boolean;
  onSave?: (settings: GalleryPasswordSettings) => void;
  isSaving?: boolean;
}) {
  const id = useId();
  const [on, setOn] = useState(enabled);
  const [password, setPassword] = useState('');
  useEffect(() => setOn(enabled), [enabled]);
  const readOnly = !onSave;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Gallery Password</CardTitle>
        <CardDescription>
          {on ? 'Guests need the password to open your gallery.' : 'Anyone with the gallery link can view and upload.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-switch`}>Require a password</Label>
          <Switch id={`${id}-switch`} checked={on} onCheckedChange={setOn} disabled={readOnly} />
        </div>
        {on && (
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-password`}>Gallery password</Label>
            <Input
              id={`${id}-password`}
              type="text"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={readOnly}
            />
          </div>
        )}
        {onSave && (
          <Button
            onClick={() => onSave({ galleryPasswordEnabled: on, galleryPassword: password })}
            disabled={isSaving || (on && password.trim() === '')}
          >
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
