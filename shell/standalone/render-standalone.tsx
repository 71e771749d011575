import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteRootComponent } from '@agency/contracts/platform';
import '@agency/design-system/tokens.css';
import '../src/styles/global.css';
import { createQueryClient } from '../src/api/query-client';
import {
  DEV_SESSION_CHOICES,
  createDevPlatform,
  readDevSessionChoice,
  writeDevSessionChoice,
  type DevSessionChoice,
} from './dev-platform';

const toolbarStyle = {
  position: 'fixed',
  right: '0.5rem',
  bottom: '0.5rem',
  zIndex: 1000,
  padding: '0.25rem 0.5rem',
  border: '1px dashed #7b879b',
  borderRadius: '0.5rem',
  background: '#ffffff',
  fontSize: '0.75rem',
} as const;

function StandaloneApp({ Root }: { Root: RemoteRootComponent }) {
  const [choice, setChoice] = useState<DevSessionChoice>(readDevSessionChoice);
  const platform = useMemo(
    () =>
      createDevPlatform(choice, (next) => {
        writeDevSessionChoice(next);
        setChoice(next);
      }),
    [choice],
  );
  return (
    <>
      <Root platform={platform} />
      <label style={toolbarStyle}>
        Dev session{' '}
        <select
          value={choice}
          onChange={(event) => {
            const next = DEV_SESSION_CHOICES.find((option) => option === event.target.value) ?? 'signed-out';
            writeDevSessionChoice(next);
            setChoice(next);
          }}
        >
          {DEV_SESSION_CHOICES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Renders a remote alone (npm run dev -w mfe-x), with its own router and QueryClient, as the shell would host it. */
export function renderStandalone(Root: RemoteRootComponent): void {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <StandaloneApp Root={Root} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
