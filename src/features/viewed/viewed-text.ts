/** «Ви переглядали»'s words (Ukrainian, as the visitor reads them). */
export const viewedText = {
  title: 'Ви переглядали',
  clear: 'Очистити',
  /** Said once the list is forgotten (a status line, for a screen reader too). */
  cleared: 'Переглянуті товари забуто.',
};
