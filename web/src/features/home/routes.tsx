import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from './components/home-page';

export const homeRoutes: RouteObject[] = [
  { path: '/', Component: HomePage },
  { path: '/questions', Component: HomePage },
];

/** Shell screens a plugin route may shadow; shown again when that plugin is disabled. */
export const homeFallbacks: Record<string, ComponentType> = { '/': HomePage, '/questions': HomePage };
