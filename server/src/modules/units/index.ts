// The units module's face (docs/decisions/049-module-faces.md): amounts are stored in gallons
// (pounds), levels in inches, temperatures in °F, and converted to the caller's settings at the edge.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Caller } from '../access';
import { converter, displayUnitsOf, type Converter } from './display-units';
import { createUnitsRepository } from './units.repository';

export type { Converter } from './display-units';

export interface Units {
  /** The converter to the caller's unit settings. */
  converterFor(caller: Caller): Promise<Converter>;
}

declare module 'fastify' {
  interface FastifyInstance {
    units: Units;
  }
}

export const unitsModule = fp<AppContext>(
  async (app, ctx) => {
    const repo = createUnitsRepository(ctx.db);
    app.decorate('units', { converterFor: async (caller: Caller) => converter(displayUnitsOf(await repo.unitConfigOf(caller.userUid))) });
  },
  { name: 'units' },
);
