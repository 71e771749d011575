import type { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZSessionUser } from './auth';
import { ZApiError } from './errors';
import { ZHealth } from './health';
import { ZUserList, ZUserListQuery } from './users';
import { ZAnalyticsAccepted, ZAnalyticsBatch } from './analytics';
import { ZCreateLeadRequest, ZCreateLeadResponse, ZLeadList, ZLeadListQuery } from './leads';

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
  { method: 'GET', path: '/api/users', summary: 'Accounts, newest first (admin only)', tag: 'users', access: 'admin', query: ZUserListQuery, response: ZUserList },
  { method: 'POST', path: '/api/leads', summary: 'Send an enquiry (contact form, onboarding wizard); 5 per address per 10 minutes', tag: 'leads', access: 'public', body: ZCreateLeadRequest, response: ZCreateLeadResponse, responseStatus: 201 },
  { method: 'GET', path: '/api/leads', summary: 'Leads, newest first, searchable by name, email or company', tag: 'leads', access: 'admin', query: ZLeadListQuery, response: ZLeadList },
  { method: 'DELETE', path: '/api/leads/:id', summary: 'Delete a lead', tag: 'leads', access: 'admin', responseStatus: 204 },
  { method: 'POST', path: '/api/analytics/events', summary: 'Record a batch of up to 50 cookie-free analytics events', tag: 'analytics', access: 'public', body: ZAnalyticsBatch, response: ZAnalyticsAccepted, responseStatus: 202 },
];
