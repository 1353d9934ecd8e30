import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { authErrorKey } from '../../lib/i18n/auth-errors.js';
import { toast } from '../../lib/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useTestAccess } from './api/admin-login.js';
import { useGoogleConfigured } from './api/get-admin-providers.js';
import { useDemoMode } from './api/get-demo-mode.js';
import { AdminLoginForm } from './components/admin-login-form.js';

/** /admin-login: master admin sign-in (docs/product-spec.md, sections 2, 4 and 5), in the browser's language (no admin yet). */
export function AdminLoginPage() {
  const { t } = useAppT();
  useDocumentTitle(t('admin.login.documentTitle'));
  const googleConfigured = useGoogleConfigured();
  const demoMode = useDemoMode();
  const testAccess = useTestAccess();

  // A Google sign-in that failed (e.g. no admin account has that address) lands here as ?error=<code>.
  const [params, setParams] = useSearchParams();
  const errorCode = params.get('error');
  useEffect(() => {
    if (!errorCode) return;
    // Why a Google sign-in ended here (?error=<code>, src/shared/auth.texts.ts), in the screen's language.
    const description = t(authErrorKey(errorCode)!);
    toast({ title: t('admin.login.failed'), description, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [errorCode, setParams, t]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-stone-100 px-4 py-10">
      <BrandMark asText className="mb-8" />
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-stone-900 text-white">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <h1 className="font-display text-2xl font-semibold">{t('admin.login.title')}</h1>
          <CardDescription>{t('admin.login.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {googleConfigured && (
            <>
              <Button variant="outline" className="w-full" asChild>
                {/* A full-page navigation: the provider's consent screen cannot run inside fetch. */}
                <a href="/admin-api/auth/google">{t('admin.login.continueWithGoogle')}</a>
              </Button>
              <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
                {t('admin.login.or')}
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
              </div>
            </>
          )}
          <AdminLoginForm />
          {demoMode && (
            <Button variant="secondary" className="w-full" onClick={testAccess}>
              <FlaskConical aria-hidden="true" />
              {t('admin.login.testAccess')}
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
