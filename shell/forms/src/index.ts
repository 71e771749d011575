export * from './use-zod-form';
// The parts of React Hook Form a form may use beside the hook: apps import them from here, never from
// 'react-hook-form' itself, so every app builds its forms against the one version this package pins.
export { Controller, useWatch } from 'react-hook-form';
export type { Control, FieldErrors, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
