#!/usr/bin/env node
// The command line: built by `npm run build` (also run by `npm ci`/`npm install` via "prepare").
require('../dist/cli.js');
