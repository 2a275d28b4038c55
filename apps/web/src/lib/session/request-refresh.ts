import { ZApiEnvelope, ZRefreshResponse } from '@academy/contracts';
import axios from 'axios';
import { API_BASE_URL, API_DEFAULT_HEADERS } from '../api-config';
import { SESSION_ENDPOINTS } from './constants';

/** A bare client: the refresh call must never pass through the session interceptors it serves. */
const refreshClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  headers: { ...API_DEFAULT_HEADERS },
});

const ZRefreshEnvelope = ZApiEnvelope(ZRefreshResponse);

/** POST /auth/refresh; resolves with the new access-token expiry. */
export async function requestRefresh(): Promise<string> {
  const response = await refreshClient.post<unknown>(SESSION_ENDPOINTS.refresh);
  const expiresAt = ZRefreshEnvelope.parse(response.data).data?.expiresAt;
  if (!expiresAt) throw new Error('The refresh answer has no expiresAt');
  return expiresAt;
}
