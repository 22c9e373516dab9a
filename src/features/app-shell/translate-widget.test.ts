import { repointTranslateWidget } from './translate-widget';

describe('translation widget hook', () => {
  it('points the widget at .translate-container elements', () => {
    document.body.innerHTML =
      '<main class="translate-container"></main><div></div><p class="translate-container"></p>';
    const setDocuments = jest.fn();
    const execute = jest.fn();
    const win = Object.assign(window, { translate: { setDocuments, execute } });
    expect(repointTranslateWidget(win)).toBe(true);
    expect(setDocuments.mock.calls[0][0]).toHaveLength(2);
    expect(execute).toHaveBeenCalled();
  });

  it('does nothing without a widget', () => {
    const win = Object.assign(window, { translate: undefined });
    expect(repointTranslateWidget(win)).toBe(false);
  });
});
