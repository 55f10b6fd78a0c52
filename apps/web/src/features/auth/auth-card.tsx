import type { ReactNode } from 'react';
import { COMPANY_TITLE } from '../../env';

// Plain markup rather than Card and Typography: the sign-in page is the first one a user loads.
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        boxSizing: 'border-box',
        background: 'linear-gradient(160deg, #e6f4f1 0%, #f5f7fa 60%)',
      }}
    >
      <section
        aria-label={title}
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: 24,
          background: '#fff',
          borderRadius: 8,
          border: '1px solid #f0f0f0',
          boxShadow: '0 6px 16px rgba(0, 0, 0, 0.06)',
        }}
      >
        <div style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{COMPANY_TITLE}</div>
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: '4px 0 20px' }}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
