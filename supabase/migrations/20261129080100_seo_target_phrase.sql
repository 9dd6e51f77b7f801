-- A page's target phrase (issue 37): the words the adviser wants the page found by, set in the page
-- editor and kept with the page's content, so it is saved, approved and published as every other
-- field is (the same save path; no table, policy or function of its own). It is optional (pages
-- published before have none) and never shown on the site; SEO Tools' Keywords tab looks for it in
-- the release's title, h1, description and first paragraph.
-- The JSON Schema of home, about, services, contact, fees, process, schedule, free-review, resources, privacy, terms, adv, crs, from zod (npm run db:page-schemas).

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
    },
    "hero": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "secondaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "tagline": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "highlightsLabel": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "highlights": {
          "minItems": 3,
          "maxItems": 3,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string",
                "enum": [
                  "fiduciary",
                  "fee",
                  "reviews"
                ]
              },
              "title": {
                "type": "string",
                "maxLength": 80,
                "pattern": "\\S"
              },
              "text": {
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
              "id",
              "title",
              "text"
            ],
            "additionalProperties": false
          }
        },
        "location": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "text",
        "primaryAction",
        "secondaryAction",
        "tagline",
        "highlightsLabel",
        "highlights",
        "location"
      ],
      "additionalProperties": false
    },
    "services": {
      "type": "object",
      "properties": {
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
        "learnMore": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead",
        "learnMore",
        "action"
      ],
      "additionalProperties": false
    },
    "process": {
      "type": "object",
      "properties": {
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
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead"
      ],
      "additionalProperties": false
    },
    "fees": {
      "type": "object",
      "properties": {
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
          "maxLength": 600,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "figures": {
          "minItems": 1,
          "maxItems": 4,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "value": {
                "type": "string",
                "maxLength": 30,
                "pattern": "\\S"
              },
              "label": {
                "type": "string",
                "maxLength": 120,
                "pattern": "\\S"
              }
            },
            "required": [
              "value",
              "label"
            ],
            "additionalProperties": false
          }
        },
        "basis": {
          "type": "string",
          "maxLength": 600,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "performanceNote": {
          "type": "string",
          "maxLength": 800,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "disclosureAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "feesAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead",
        "figures",
        "basis",
        "performanceNote",
        "disclosureAction",
        "feesAction"
      ],
      "additionalProperties": false
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "hero",
    "services",
    "process",
    "fees",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'home';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "founderHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "bio": {
      "minItems": 1,
      "maxItems": 8,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 1500,
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
    "qualificationsLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "qualifications": {
      "minItems": 0,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 40,
        "pattern": "\\S"
      }
    },
    "credentialsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "credentials": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "degree",
              "licence",
              "fiduciary",
              "location"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "principlesHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "principlesLead": {
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
    "principles": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "fiduciary-first",
              "performance-aligned",
              "radical-transparency"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "founderHeading",
    "bio",
    "qualificationsLabel",
    "qualifications",
    "credentialsHeading",
    "credentials",
    "principlesHeading",
    "principlesLead",
    "principles",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'about';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "listHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "services": {
      "minItems": 2,
      "maxItems": 2,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "discretionary",
              "non-discretionary"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ]
          },
          "features": {
            "minItems": 1,
            "maxItems": 8,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 160,
              "pattern": "\\S"
            }
          }
        },
        "required": [
          "id",
          "title",
          "description",
          "features"
        ],
        "additionalProperties": false
      }
    },
    "learnMore": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "included": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "fiduciary",
              "fee",
              "reviews"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "secondaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "primaryAction",
        "secondaryAction"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "listHeading",
    "services",
    "learnMore",
    "includedHeading",
    "included",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'services';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "channelsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "phoneLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "phoneNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "emailLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "emailNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "locationLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "locationNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "response": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        }
      },
      "required": [
        "heading",
        "text"
      ],
      "additionalProperties": false
    },
    "expectHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "expectations": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S"
          },
          "text": {
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
          }
        },
        "required": [
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "formCrs": {
      "type": "object",
      "properties": {
        "text": {
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
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 80,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "text",
        "action"
      ],
      "additionalProperties": false
    },
    "schedule": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "channelsHeading",
    "phoneLabel",
    "phoneNote",
    "emailLabel",
    "emailNote",
    "locationLabel",
    "locationNote",
    "response",
    "expectHeading",
    "expectations",
    "formCrs",
    "schedule"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'contact';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
      "maxLength": 500,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ]
    },
    "disclosureAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "structureHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "assetFee": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S"
          }
        },
        "footnote": {
          "type": "string",
          "maxLength": 500,
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
        "name",
        "figure",
        "unit",
        "points",
        "footnote"
      ],
      "additionalProperties": false
    },
    "performanceFee": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S"
          }
        },
        "highWatermark": {
          "type": "string",
          "maxLength": 600,
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
        "name",
        "figure",
        "unit",
        "points",
        "highWatermark"
      ],
      "additionalProperties": false
    },
    "thirdPartyCosts": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "text": {
          "type": "string",
          "maxLength": 500,
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
        "name",
        "text"
      ],
      "additionalProperties": false
    },
    "qualifiedClient": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "intro": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "otherCategories": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "assetsTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S"
        },
        "netWorthTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S"
        },
        "citation": {
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
        "rule": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "reviewed": {
          "type": "string",
          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
        },
        "thresholds": {
          "minItems": 1,
          "maxItems": 20,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "assetsUnderManagement": {
                "type": "number",
                "minimum": 1,
                "maximum": 1000000000
              },
              "netWorth": {
                "type": "number",
                "minimum": 1,
                "maximum": 1000000000
              },
              "effectiveFrom": {
                "type": "string",
                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
              },
              "source": {
                "type": "string",
                "maxLength": 200,
                "pattern": "\\S"
              }
            },
            "required": [
              "assetsUnderManagement",
              "netWorth",
              "effectiveFrom",
              "source"
            ],
            "additionalProperties": false
          }
        }
      },
      "required": [
        "heading",
        "intro",
        "otherCategories",
        "assetsTest",
        "netWorthTest",
        "citation",
        "rule",
        "reviewed",
        "thresholds"
      ],
      "additionalProperties": false
    },
    "comparison": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "caption": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S"
        },
        "columns": {
          "minItems": 4,
          "maxItems": 4,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 60,
            "pattern": "\\S"
          }
        },
        "balances": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 1,
            "maximum": 1000000000
          }
        },
        "rates": {
          "minItems": 3,
          "maxItems": 3,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 0,
            "maximum": 100
          }
        },
        "note": {
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
        }
      },
      "required": [
        "heading",
        "caption",
        "columns",
        "balances",
        "rates",
        "note"
      ],
      "additionalProperties": false
    },
    "disclosure": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ]
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "crsAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "scheduleAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "primaryAction",
        "crsAction",
        "scheduleAction"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "disclosureAction",
    "structureHeading",
    "assetFee",
    "performanceFee",
    "thirdPartyCosts",
    "qualifiedClient",
    "comparison",
    "disclosure"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'fees';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "stepsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "stepsLead": {
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
    "steps": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "discover",
              "design",
              "implement",
              "review"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 60,
            "pattern": "\\S"
          },
          "description": {
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
          "details": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 100,
              "pattern": "\\S"
            }
          }
        },
        "required": [
          "id",
          "title",
          "description",
          "details"
        ],
        "additionalProperties": false
      }
    },
    "whyHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "whyLead": {
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
    "reasons": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "plan",
              "costs",
              "taxes",
              "reviews"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "scheduleLink": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "feesLink": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "stepsHeading",
    "stepsLead",
    "steps",
    "whyHeading",
    "whyLead",
    "reasons",
    "scheduleLink",
    "feesLink"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'process';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "calendarHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "widget": {
      "type": "object",
      "properties": {
        "loading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "frameTitle": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "unavailableHeading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "unavailableText": {
          "type": "string",
          "maxLength": 500,
          "pattern": "\\S"
        },
        "call": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "email": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        }
      },
      "required": [
        "loading",
        "frameTitle",
        "unavailableHeading",
        "unavailableText",
        "call",
        "email"
      ],
      "additionalProperties": false
    },
    "founderHeading": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "founderCredentials": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 100,
        "pattern": "\\S"
      }
    },
    "expectHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "expectations": {
      "minItems": 1,
      "maxItems": 8,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 300,
        "pattern": "\\S"
      }
    },
    "formatsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "formats": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "video",
              "phone",
              "in-person"
            ]
          },
          "name": {
            "type": "string",
            "maxLength": 40,
            "pattern": "\\S"
          },
          "badge": {
            "type": "string",
            "maxLength": 30,
            "pattern": "\\S"
          },
          "text": {
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
          "id",
          "name",
          "badge",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "contactFirst": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "text": {
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
        "button": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        }
      },
      "required": [
        "heading",
        "text",
        "button"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "calendarHeading",
    "widget",
    "founderHeading",
    "founderCredentials",
    "expectHeading",
    "expectations",
    "formatsHeading",
    "formats",
    "contactFirst"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'schedule';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "duration": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "includedLead": {
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
    "included": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "portfolio",
              "tax",
              "fees"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          "points": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 120,
              "pattern": "\\S"
            }
          }
        },
        "required": [
          "id",
          "title",
          "text",
          "points"
        ],
        "additionalProperties": false
      }
    },
    "stepsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "steps": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "text": {
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
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "promise": {
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
    "action": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "duration",
    "includedHeading",
    "includedLead",
    "included",
    "stepsHeading",
    "steps",
    "promise",
    "action"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'free-review';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "sections": {
      "minItems": 1,
      "maxItems": 30,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "heading": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S"
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
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
          "heading",
          "body"
        ],
        "additionalProperties": false
      }
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "lastUpdated",
    "contentsHeading",
    "pdfVersion",
    "sections"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'privacy';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "sections": {
      "minItems": 1,
      "maxItems": 30,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "heading": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S"
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
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
          "heading",
          "body"
        ],
        "additionalProperties": false
      }
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "lastUpdated",
    "contentsHeading",
    "pdfVersion",
    "sections"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'terms';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "documentsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "documentTypes": {
      "type": "object",
      "properties": {
        "adv_part_2a": {
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
        "adv_part_2b": {
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
        "form_adv": {
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
        "investment_agreement": {
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
        "adv_part_2a",
        "adv_part_2b",
        "form_adv",
        "investment_agreement"
      ],
      "additionalProperties": false
    },
    "download": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "unavailable": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "relatedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "crsAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "lookUpAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "documentsHeading",
    "documentTypes",
    "download",
    "unavailable",
    "relatedHeading",
    "crsAction",
    "lookUpAction"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'adv';

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
    "targetPhrase": {
      "type": "string",
      "maxLength": 80
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
    "download": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "posted": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "unavailable": {
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
    "materialChanges": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "pdfOutsidePage": {
      "type": "string",
      "maxLength": 200,
      "pattern": "\\S"
    },
    "openPdf": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "investorGov": {
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
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "download",
    "posted",
    "unavailable",
    "materialChanges",
    "pdfOutsidePage",
    "openPdf",
    "investorGov"
  ],
  "additionalProperties": false
}$schema$::jsonb
 where page_key = 'crs';
