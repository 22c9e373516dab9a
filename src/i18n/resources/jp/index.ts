import core from './core';
import forms from './forms';
import parts from './parts';
import validation from './validation';

/** Every Japanese string: server rendering and tests hold them all; the browser loads bundles. */
const resources = { ...core, ...validation, ...forms, ...parts };
export default resources;
