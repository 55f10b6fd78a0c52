// What a list or a screen shows when its load fails, and the button that loads its next page: the
// same words and the same behaviour wherever they appear.
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { RETRY_LABEL } from './data-table';

export interface LoadErrorProps {
  /** What could not be loaded. */
  title: ReactNode;
  /** The failure, whose message the server's words give; or `description` in its place. */
  error?: unknown;
  description?: ReactNode;
  /** Loads again (the retry button). */
  onRetry: () => unknown;
}

/** A failed load: what failed, why, and a button to try again. */
export function LoadError({ title, error, description, onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description ?? (error ? errorMessage(error) : undefined)}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {RETRY_LABEL}
        </Button>
      }
    />
  );
}

/** The pages of an infinite query this button loads, one more a click. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page while there is one; nothing once every page is there. */
export function MoreButton({ query, children }: { query: NextPages; children: ReactNode }) {
  return query.hasNextPage ? (
    <Button
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      style={{ alignSelf: 'center' }}
    >
      {children}
    </Button>
  ) : null;
}
