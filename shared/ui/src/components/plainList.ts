import './plainList.css';

/** The class of a list shown without bullets or indent; importing it brings its stylesheet along. */
export const PLAIN_LIST = 'bn-plain-list';
