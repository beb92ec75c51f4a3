import { XMLBuilder, XMLParser } from 'fast-xml-parser';

// Afterbuy's XML interface (https://xmldoku.afterbuy.de/dokued/): one HTTPS POST of a `<Request>` with
// `<AfterbuyGlobal>` (PartnerToken, AccountToken, CallName, DetailLevel, ErrorLanguage) to ABInterface.aspx; the
// answer is an `<Afterbuy>` with `<CallStatus>` Success, Warning or Error and the call's `<Result>`.

export const afterbuyPath = '/afterbuy/ABInterface.aspx';

export const afterbuyParser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['Product', 'AddAttribut', 'Error', 'Warning', 'Filter', 'FilterValue'].includes(name),
});

export const afterbuyBuilder = new XMLBuilder({ format: true, suppressEmptyNode: true });

export type CallStatus = 'Success' | 'Warning' | 'Error';

export interface AfterbuyMessage {
  code: number;
  description: string;
  longDescription: string;
}

/** The answer document: status, call name, the call's result, and its errors or warnings. */
export function afterbuyAnswer(
  callName: string,
  status: CallStatus,
  result: Record<string, unknown>,
  messages: { errors?: AfterbuyMessage[]; warnings?: AfterbuyMessage[] } = {},
): string {
  const errorList = messages.errors?.length
    ? {
        ErrorList: {
          Error: messages.errors.map((m) => ({
            ErrorCode: m.code,
            ErrorDescription: m.description,
            ErrorLongDescription: m.longDescription,
          })),
        },
      }
    : {};
  const warningList = messages.warnings?.length
    ? {
        WarningList: {
          Warning: messages.warnings.map((m) => ({
            WarningCode: m.code,
            WarningDescription: m.description,
            WarningLongDescription: m.longDescription,
          })),
        },
      }
    : {};
  return `<?xml version="1.0" encoding="utf-8"?>\n${afterbuyBuilder.build({
    Afterbuy: {
      CallStatus: status,
      CallName: callName,
      VersionID: 0,
      Result: { ...errorList, ...warningList, ...result },
    },
  })}`;
}
