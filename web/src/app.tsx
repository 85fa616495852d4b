import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSession } from './features/auth/require-session';
import { UsageBanner } from './features/usage/usage-banner';
import { AppShell } from './ui/app-shell';
import { Spinner } from './ui/spinner';
import { DocumentsPage } from './routes/documents';
import { NotFoundPage } from './routes/not-found';
import { SignInPage } from './routes/sign-in';
import { SignUpPage } from './routes/sign-up';
import { PAGES } from './nav';

// The editor brings CodeMirror and pdf.js: loaded only when a document is opened.
const EditorPage = lazy(() => import('./routes/editor'));
const AcceptInvitationPage = lazy(() => import('./routes/accept-invitation'));

export function App() {
  return (
    <Switch>
      <Route path="/sign-in" component={SignInPage} />
      <Route path="/sign-up" component={SignUpPage} />
      <Route path="/invitation">
        <Suspense fallback={<Spinner label="Loading" />}>
          <AcceptInvitationPage />
        </Suspense>
      </Route>
      <Route>
        <RequireSession>
          <AppShell top={<UsageBanner />}>
            <Suspense fallback={<Spinner label="Loading" />}>
              <Switch>
                <Route path="/">
                  <Redirect to="/documents" replace />
                </Route>
                <Route path="/documents" component={DocumentsPage} />
                <Route path="/documents/:id">{(p) => <EditorPage id={Number(p.id)} />}</Route>
                {PAGES.filter((p) => p.component).map((p) => (
                  <Route key={p.path} path={p.path} component={p.component!} />
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </AppShell>
        </RequireSession>
      </Route>
    </Switch>
  );
}
