import core from './core';
import forms from './forms';
import parts from './parts';
import validation from './validation';
import type { Resources } from '../../resource-types';

/** Every Chinese string: server rendering and tests hold them all; the browser loads bundles. */
const resources: Resources = { ...core, ...validation, ...forms, ...parts };
export default resources;
