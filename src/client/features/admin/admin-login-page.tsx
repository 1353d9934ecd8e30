import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_UI } from '../../../shared/admin.texts.js';
import { authErrorMessage } from '../../../shared/auth.texts.js';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { toast } from '../../lib/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useTestAccess } from './api/admin-login.js';
import { useGoogleConfigured } from './api/get-admin-providers.js';
import { useDemoMode } from './api/get-demo-mode.js';
import { AdminLoginForm } from './components/admin-login-form.js';

/** /admin-login: master admin sign-in (spec sections 2, 4 and 5). */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const googleConfigured = useGoogleConfigured();
  const demoMode = useDemoMode();
  const testAccess = useTestAccess();

  // A Google sign-in that failed (e.g. no admin account has that address) lands here as ?error=<code>.
  const [params, setParams] = useSearchParams();
  const errorCode = params.get('error');
  useEffect(() => {
    const message = authErrorMessage(errorCode);
    if (!message) return;
    toast({ title: ADMIN_UI.loginFailed, description: message, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [errorCode, setParams]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-stone-100 px-4 py-10">
      <BrandMark asText className="mb-8" />
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-stone-900 text-white">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <h1 className="font-display text-2xl font-semibold">{ADMIN_UI.loginTitle}</h1>
          <CardDescription>{ADMIN_UI.loginSubtitle}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {googleConfigured && (
            <>
              <Button variant="outline" className="w-full" asChild>
                {/* A full-page navigation: the provider's consent screen cannot run inside fetch. */}
                <a href="/admin-api/auth/google">{ADMIN_UI.continueWithGoogle}</a>
              </Button>
              <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
                or
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
              </div>
            </>
          )}
          <AdminLoginForm />
          {demoMode && (
            <Button variant="secondary" className="w-full" onClick={testAccess}>
              <FlaskConical aria-hidden="true" />
              {ADMIN_UI.testAccess}
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
