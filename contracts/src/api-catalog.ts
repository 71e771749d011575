import type { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZSessionUser } from './auth';
import { ZApiError } from './errors';
import { ZHealth } from './health';

/**
 * Every JSON endpoint with the schemas it takes and gives. The API's
 * OpenAPI document at /api/docs is generated from this list.
 */
export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: 'public' | 'signed-in' | 'admin';
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  responseStatus?: number;
}

export const API_ERROR_SCHEMA = ZApiError;

export const API_CATALOG: ApiEndpoint[] = [
  { method: 'GET', path: '/api/health', summary: 'Liveness and database check', tag: 'health', access: 'public', response: ZHealth },
  { method: 'POST', path: '/api/auth/register', summary: 'Create a client account and sign in', tag: 'auth', access: 'public', body: ZRegisterRequest, response: ZSessionUser, responseStatus: 201 },
  { method: 'POST', path: '/api/auth/login', summary: 'Sign in with email and password', tag: 'auth', access: 'public', body: ZLoginRequest, response: ZSessionUser },
  { method: 'POST', path: '/api/auth/logout', summary: 'End the current session', tag: 'auth', access: 'public', responseStatus: 204 },
  { method: 'GET', path: '/api/auth/user', summary: 'The signed-in user; 401 when signed out', tag: 'auth', access: 'signed-in', response: ZSessionUser },
];
