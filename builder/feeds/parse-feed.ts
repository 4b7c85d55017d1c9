import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A feed read back as a service reads it, for the tests
 * (builder/feeds/feeds.test.ts, e2e/feeds.spec.ts): refused unless it is
 * well-formed XML declared UTF-8; attributes as `@name`, text beside them as
 * `#text`, every value a string, and the elements a feed repeats always lists.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'offer', 'param', 'picture', 'category'].includes(name),
  parseTagValue: false,
  parseAttributeValue: false,
});

export function parseFeed<Document>(xml: string): Document {
  const checked = XMLValidator.validate(xml);
  if (checked !== true)
    throw new Error(`not well-formed: ${checked.err.msg} (line ${checked.err.line})`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    throw new Error('not declared as UTF-8 XML');
  return parser.parse(xml) as Document;
}
