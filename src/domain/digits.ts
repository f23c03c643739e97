/** Bengali digits (০–৯), as a Bangladeshi keyboard types them, written as the ASCII digits the server and payloads carry. */
export const asciiDigits = (text: string): string => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
