
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ContentItem": [
      "Event",
      "Post",
      "Remark"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ContentItem": [
      "Event",
      "Post",
      "Remark"
    ]
  }
};
      export default result;
    