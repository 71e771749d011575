import { BUSINESS_INFO_LIMITS } from '@agency/contracts';
import { BUILDER_STORAGE_KEYS, readStoredJson, writeStoredJson } from './builder-storage';

/**
 * Website business info as the browser keeps it (spec part 2 §3): what onboarding collects, what the preview renders
 * and what the domain page sends to the server. businessHours and yearEstablished are read by the preview but set by
 * nothing in the flow; they are kept when present.
 */
export interface StoredBusinessInfo {
  businessName: string;
  businessType: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  website: string;
  services: string[];
  aboutUs: string;
  targetAudience: string;
  businessHours?: string;
  yearEstablished?: string;
}

export const EMPTY_BUSINESS_INFO: StoredBusinessInfo = {
  businessName: '',
  businessType: '',
  description: '',
  phone: '',
  email: '',
  address: '',
  hours: '',
  website: '',
  services: [],
  aboutUs: '',
  targetAudience: '',
};

const TEXT_FIELDS = ['businessName', 'businessType', 'description', 'phone', 'email', 'address', 'hours', 'website', 'aboutUs', 'targetAudience'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored value as business info, or null when it is not an object of the right kinds. Missing fields become
 * empty; a field of the wrong type rejects the whole value, since it was not written by this flow.
 */
export function acceptBusinessInfo(value: unknown): StoredBusinessInfo | null {
  if (!isRecord(value)) return null;
  const info: StoredBusinessInfo = { ...EMPTY_BUSINESS_INFO, services: [] };
  for (const field of TEXT_FIELDS) {
    const text = value[field];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') return null;
    info[field] = text;
  }
  const services = value.services;
  if (services !== undefined && services !== null) {
    if (!Array.isArray(services) || !services.every((service) => typeof service === 'string')) return null;
    info.services = services.slice(0, BUSINESS_INFO_LIMITS.services);
  }
  for (const field of ['businessHours', 'yearEstablished'] as const) {
    const raw = value[field];
    if (typeof raw === 'string' && raw.trim()) info[field] = raw;
    else if (field === 'yearEstablished' && typeof raw === 'number' && Number.isInteger(raw)) info[field] = String(raw);
  }
  return info;
}

/** The saved business info, or null when none is saved or it cannot be read (ignored and logged). */
export function readBusinessInfo(): StoredBusinessInfo | null {
  return readStoredJson(BUILDER_STORAGE_KEYS.businessInfo, acceptBusinessInfo);
}

export function saveBusinessInfo(info: StoredBusinessInfo): void {
  writeStoredJson(BUILDER_STORAGE_KEYS.businessInfo, info);
}
