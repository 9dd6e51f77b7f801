-- The JSON Schema of resources, from zod (npm run db:page-schemas): the page no longer has a
-- newsletter box of its own (the footer's is on every page); 20261128172001 publishes it without one.

update private.page_content_schemas
   set schema = $schema${
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ]
    },
    "gridHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "curationNote": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ]
    },
    "openLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "placeholders": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "category": {
            "type": "string",
            "maxLength": 40,
            "pattern": "\\S"
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "description": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ]
          }
        },
        "required": [
          "category",
          "title",
          "description"
        ],
        "additionalProperties": false
      }
    },
    "placeholderNote": {
      "type": "string",
      "maxLength": 200,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ]
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "gridHeading",
    "curationNote",
    "openLabel",
    "placeholders",
    "placeholderNote"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'resources';
