import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { toast } from '../../lib/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authErrorKey } from '../../lib/i18n/auth-errors.js';
import { AuthFeatures } from './components/auth-features.js';
import { EmailVerifiedToast } from './components/email-verified-toast.js';
import { ForgotPasswordDialog } from './components/forgot-password-dialog.js';
import { ProviderButtons } from './components/provider-buttons.js';
import { SignInForm } from './components/sign-in-form.js';
import { SignUpForm } from './components/sign-up-form.js';

type Tab = 'signin' | 'signup';

/** ?mode=signup|register opens Sign Up, signin|login (or nothing) opens Sign In; the tab is kept in the URL. */
function tabFromMode(mode: string | null): Tab {
  return mode === 'signup' || mode === 'register' ? 'signup' : 'signin';
}

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromMode(params.get('mode'));
  const { t } = useAppT();
  useDocumentTitle(tab === 'signup' ? t('auth.page.signUp') : t('auth.page.signIn'));

  // A third-party sign-in or mailed link that failed lands here as ?error=<code>: say why once, then drop the code.
  const errorCode = params.get('error');
  useEffect(() => {
    const key = authErrorKey(errorCode);
    if (!key) return;
    toast({ title: t('auth.signIn.failed'), description: t(key), variant: 'destructive' });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [errorCode, setParams, t]);

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <EmailVerifiedToast />
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-rose-800 via-rose-900 to-stone-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <BrandMark className="text-white [&>span:first-child]:bg-white [&>span:first-child]:text-rose-800" />
        <div className="max-w-md">
          <h2 className="font-display text-4xl font-semibold leading-tight">{t('auth.page.asideHeading')}</h2>
          <p className="mt-3 text-rose-50/90">{t('auth.page.asideIntro')}</p>
          <div className="mt-8">
            <AuthFeatures />
          </div>
        </div>
        <p className="text-sm text-rose-100/80">{t('auth.landing.credentials')}</p>
      </aside>

      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <BrandMark className="mb-8 lg:hidden" />
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="font-display text-3xl font-semibold tracking-tight">{tab === 'signup' ? t('auth.page.welcome') : t('auth.page.welcomeBack')}</h1>
            <CardDescription>
              {tab === 'signup' ? t('auth.page.signUpIntro') : t('auth.page.signInIntro')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(next) => setParams({ mode: next }, { replace: true })}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">{t('auth.page.signIn')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.page.signUp')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="grid gap-5">
                <SignInForm />
                <ForgotPasswordDialog />
                <ProviderButtons />
              </TabsContent>
              <TabsContent value="signup" className="grid gap-5">
                <SignUpForm />
                <ProviderButtons />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <section aria-label={t('auth.page.features')} className="mt-8 w-full max-w-md rounded-2xl bg-gradient-to-br from-rose-800 to-stone-900 p-6 lg:hidden">
          <AuthFeatures />
        </section>
      </main>
    </div>
  );
}
