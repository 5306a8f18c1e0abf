import { join } from 'node:path';
import { compileCatalogues } from '@gatherly/schema';
import { readCatalogues } from './catalogue-files';

/** The English texts for the unit tests, which run in node without the build's texts plugin. */
export default compileCatalogues(readCatalogues(join(__dirname, '../../../libs/schema/locales'), 'en').catalogues);
