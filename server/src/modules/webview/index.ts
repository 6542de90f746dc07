// The webview module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createWebviewRepository } from './webview.repository';
import { webviewRoutes } from './webview.routes';
import { createWebviewService } from './webview.service';

export const webviewModule = fp<AppContext>(
  async (app, ctx) => webviewRoutes(app, createWebviewService(createWebviewRepository(ctx.db), app.scope)),
  { name: 'webview', dependencies: ['access'] },
);
