import { setSeeders } from '../db';
import { seedCore } from './core';
import { seedOrg } from './org';

// Seeders run in this order on every reset; modules append theirs.
setSeeders([seedCore, seedOrg]);
