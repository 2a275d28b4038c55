import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSignedOutData } from '@/features/auth/signed-out';
import { inQueryProvider } from './query-provider';

const cachedKey = ['member', 'profile'];

function CachedName() {
  const queryClient = useQueryClient();
  return <p>{queryClient.getQueryData<string>(cachedKey) ?? 'nothing cached'}</p>;
}

function PutInCache() {
  useQueryClient().setQueryData(cachedKey, '김하늘');
  return null;
}

describe('pages loaded with the query client (with-queries.ts)', () => {
  it('when a module is wrapped, then its components share one client and the rest is kept as it is', () => {
    const pages = { PutInCache, CachedName, pageTitle: 'a title' };
    const wrapped = inQueryProvider(pages);
    expect(inQueryProvider(pages)).toBe(wrapped);
    expect(wrapped.pageTitle).toBe('a title');

    render(<wrapped.PutInCache />);
    render(<wrapped.CachedName />);
    expect(screen.getByText('김하늘')).toBeInTheDocument();
  });

  it('when the session ends, then what the client cached is gone', () => {
    const wrapped = inQueryProvider({ PutInCache, CachedName });
    render(<wrapped.PutInCache />);
    clearSignedOutData();
    render(<wrapped.CachedName />);
    expect(screen.getByText('nothing cached')).toBeInTheDocument();
  });
});
