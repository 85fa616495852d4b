/**
 * Generated from Quire's OpenAPI document by `npm run client:generate`: do not edit by hand.
 * test/client/drift.test.ts fails when this file differs from what the server describes.
 */

export interface paths {
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (dashboard)
         * @description Checks the email and password and sets the session cookies (quire_access, quire_refresh; HttpOnly, SameSite=Strict). Failed attempts are limited per address and per email (LOGIN_RATE_LIMIT_PER_MINUTE).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "email": "ada@example.com",
                     *       "password": "correct horse battery staple"
                     *     }
                     */
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "accountId": 1,
                         *       "accessExpiresIn": 900
                         *     }
                         */
                        "application/json": {
                            accountId: number;
                            /** @description Seconds until the access cookie expires */
                            accessExpiresIn: number;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the session (dashboard)
         * @description Takes the quire_refresh cookie and sets a new pair of cookies; the old refresh token stops working.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "accessExpiresIn": 900
                         *     }
                         */
                        "application/json": {
                            /** @description Seconds until the access cookie expires */
                            accessExpiresIn: number;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (dashboard)
         * @description Revokes the session of the cookies sent (neither token works afterwards) and clears them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account and its credits
         * @description The account, and its generation and AI credit counters for the current calendar month (UTC): used, included (the monthly grant), topUp (bought credits left) and remaining.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 1,
                         *       "email": "ada@example.com",
                         *       "createdAt": "2026-11-01T08:00:00.000Z",
                         *       "usage": {
                         *         "generation": {
                         *           "used": 42,
                         *           "included": 100,
                         *           "topUp": 0,
                         *           "remaining": 58,
                         *           "periodStart": "2026-11-01T00:00:00.000Z",
                         *           "periodEnd": "2026-12-01T00:00:00.000Z"
                         *         },
                         *         "ai": {
                         *           "used": 0,
                         *           "included": 0,
                         *           "topUp": 0,
                         *           "remaining": 0,
                         *           "periodStart": "2026-11-01T00:00:00.000Z",
                         *           "periodEnd": "2026-12-01T00:00:00.000Z"
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            id: number;
                            email: string;
                            createdAt: string;
                            usage: {
                                generation: {
                                    used: number;
                                    included: number;
                                    topUp: number;
                                    remaining: number;
                                    periodStart: string;
                                    periodEnd: string;
                                };
                                ai: {
                                    used: number;
                                    included: number;
                                    topUp: number;
                                    remaining: number;
                                    periodStart: string;
                                    periodEnd: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The live keys of the account (never their tokens), newest first, with calls per day over the last 7 UTC days (oldest first).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "apiKeys": [
                         *         {
                         *           "id": 7,
                         *           "name": "Billing service",
                         *           "prefix": "tk_live_Ab3d",
                         *           "lastFour": "x9Qz",
                         *           "lastUsedAt": "2026-11-23T10:02:11.000Z",
                         *           "createdAt": "2026-11-23T09:30:00.000Z",
                         *           "usage7d": [
                         *             0,
                         *             12,
                         *             40,
                         *             3,
                         *             0,
                         *             0,
                         *             27
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            apiKeys: {
                                id: number;
                                name: string;
                                prefix: string;
                                lastFour: string;
                                lastUsedAt: string | null;
                                createdAt: string;
                                usage7d: number[];
                            }[];
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an API key
         * @description A new key; the response holds its token, shown this once (only a hash is stored).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Billing service"
                     *     }
                     */
                    "application/json": {
                        /** @description 1-100 characters (grapheme clusters) */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 7,
                         *       "name": "Billing service",
                         *       "prefix": "tk_live_Ab3d",
                         *       "lastFour": "x9Qz",
                         *       "lastUsedAt": null,
                         *       "createdAt": "2026-11-23T09:30:00.000Z",
                         *       "token": "tk_live_Ab3dEfGh1234567890abcdefghijklmnX1y2x9Qz"
                         *     }
                         */
                        "application/json": {
                            id: number;
                            name: string;
                            prefix: string;
                            lastFour: string;
                            lastUsedAt: string | null;
                            createdAt: string;
                            /** @description Shown this once */
                            token: string;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The token stops working at once.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description The non-archived documents of the account (with `archived=true`: only the archived ones), most recently updated first, without their bodies. `folderId` filters by folder; `root` lists documents in no folder.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A folder id, or `root` for documents in no folder; omitted: all */
                    folderId?: "root" | number;
                    /** @description true: only the archived documents (the dashboard's Archived view). Default: only the others. */
                    archived?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "documents": [
                         *         {
                         *           "id": 1,
                         *           "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                         *           "name": "Invoice",
                         *           "framework": "TAILWIND",
                         *           "format": "A4",
                         *           "landscape": false,
                         *           "folderId": null,
                         *           "previewUrl": "https://pdf.example.com/client/1/previews/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11-1763760000000.png",
                         *           "previewUpdatedAt": "2026-11-23T09:30:00.000Z",
                         *           "createdAt": "2026-11-23T09:30:00.000Z",
                         *           "updatedAt": "2026-11-23T09:30:00.000Z",
                         *           "lastUsedViaApi": null,
                         *           "templateError": null,
                         *           "previewError": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            documents: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                name: string;
                                /** @enum {string} */
                                framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                                /** @enum {string} */
                                format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                                landscape: boolean;
                                folderId: number | null;
                                previewUrl: string | null;
                                previewUpdatedAt: string | null;
                                /** @description ISO 8601 UTC timestamp */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp */
                                updatedAt: string;
                                lastUsedViaApi: string | null;
                                /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
                                templateError: {
                                    message: string;
                                    /** @description 1-based line in the body; null when the failure has no position */
                                    line: number | null;
                                    /** @description 1-based column in the body */
                                    column: number | null;
                                } | null;
                                /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
                                previewError: {
                                    message: string;
                                    /** @description 1-based line in the body; null when the failure has no position */
                                    line: number | null;
                                    /** @description 1-based column in the body */
                                    column: number | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a document
         * @description A new document with the given name and the defaults: a Tailwind "Hello, world!" body, A4 portrait, no fonts, no variables.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1-200 characters (grapheme clusters) */
                        name: string;
                        body?: string;
                        /** @enum {string} */
                        framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                        /** @enum {string} */
                        format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                        landscape?: boolean;
                        fonts?: {
                            name: string;
                            variants: string[];
                            master?: boolean;
                        }[];
                        variables?: {
                            [key: string]: unknown;
                        };
                        archived?: boolean;
                        folderId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 1,
                         *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                         *       "name": "Invoice",
                         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                         *       "framework": "TAILWIND",
                         *       "format": "A4",
                         *       "landscape": false,
                         *       "fonts": [
                         *         {
                         *           "name": "Inter",
                         *           "variants": [
                         *             "400",
                         *             "700"
                         *           ],
                         *           "master": true
                         *         }
                         *       ],
                         *       "variables": {
                         *         "number": "INV-001"
                         *       },
                         *       "archived": false,
                         *       "templateError": null,
                         *       "previewError": null,
                         *       "createdAt": "2026-11-23T09:30:00.000Z",
                         *       "updatedAt": "2026-11-23T09:30:00.000Z"
                         *     }
                         */
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            name: string;
                            body: string;
                            /** @enum {string} */
                            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape: boolean;
                            fonts: {
                                name: string;
                                variants: string[];
                                master?: boolean;
                            }[];
                            variables: {
                                [key: string]: unknown;
                            };
                            archived: boolean;
                            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
                            templateError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
                            previewError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                            /** @description ISO 8601 UTC timestamp */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description One document with its body, page settings, fonts and sample variables.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 1,
                         *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                         *       "name": "Invoice",
                         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                         *       "framework": "TAILWIND",
                         *       "format": "A4",
                         *       "landscape": false,
                         *       "fonts": [
                         *         {
                         *           "name": "Inter",
                         *           "variants": [
                         *             "400",
                         *             "700"
                         *           ],
                         *           "master": true
                         *         }
                         *       ],
                         *       "variables": {
                         *         "number": "INV-001"
                         *       },
                         *       "archived": false,
                         *       "templateError": null,
                         *       "previewError": null
                         *     }
                         */
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            name: string;
                            body: string;
                            /** @enum {string} */
                            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape: boolean;
                            fonts: {
                                name: string;
                                variants: string[];
                                master?: boolean;
                            }[];
                            variables: {
                                [key: string]: unknown;
                            };
                            archived: boolean;
                            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
                            templateError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
                            previewError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Deletes the document and its preview. PDFs generated from it stay at their URLs until deleted.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a document
         * @description Changes only the fields sent. A change of body, framework, format, landscape, fonts or variables queues a new preview.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Invoice 2026",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "format": "A4",
                     *       "variables": {
                     *         "number": "INV-001"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 1-200 characters (grapheme clusters) */
                        name?: string;
                        body?: string;
                        /** @enum {string} */
                        framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                        /** @enum {string} */
                        format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                        landscape?: boolean;
                        fonts?: {
                            name: string;
                            variants: string[];
                            master?: boolean;
                        }[];
                        variables?: {
                            [key: string]: unknown;
                        };
                        archived?: boolean;
                        folderId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 1,
                         *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                         *       "name": "Invoice",
                         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                         *       "framework": "TAILWIND",
                         *       "format": "A4",
                         *       "landscape": false,
                         *       "fonts": [
                         *         {
                         *           "name": "Inter",
                         *           "variants": [
                         *             "400",
                         *             "700"
                         *           ],
                         *           "master": true
                         *         }
                         *       ],
                         *       "variables": {
                         *         "number": "INV-001"
                         *       },
                         *       "archived": false,
                         *       "templateError": null,
                         *       "previewError": null
                         *     }
                         */
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            name: string;
                            body: string;
                            /** @enum {string} */
                            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape: boolean;
                            fonts: {
                                name: string;
                                variants: string[];
                                master?: boolean;
                            }[];
                            variables: {
                                [key: string]: unknown;
                            };
                            archived: boolean;
                            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
                            templateError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
                            previewError: {
                                message: string;
                                /** @description 1-based line in the body; null when the failure has no position */
                                line: number | null;
                                /** @description 1-based column in the body */
                                column: number | null;
                            } | null;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders
         * @description The folders of the account in alphabetical order, each with its count of non-archived documents.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "folders": [
                         *         {
                         *           "id": 3,
                         *           "name": "Invoices",
                         *           "emoji": "🧾",
                         *           "createdAt": "2026-11-23T09:30:00.000Z",
                         *           "updatedAt": "2026-11-23T09:30:00.000Z",
                         *           "documentsCount": 4
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            folders: {
                                id: number;
                                name: string;
                                emoji: string | null;
                                createdAt: string;
                                updatedAt: string;
                                documentsCount: number;
                            }[];
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a folder
         * @description A folder with a name and an optional emoji.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Invoices",
                     *       "emoji": "🧾"
                     *     }
                     */
                    "application/json": {
                        /** @description 1-100 characters (grapheme clusters) */
                        name: string;
                        emoji?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 3,
                         *       "name": "Invoices",
                         *       "emoji": "🧾",
                         *       "createdAt": "2026-11-23T09:30:00.000Z",
                         *       "updatedAt": "2026-11-23T09:30:00.000Z"
                         *     }
                         */
                        "application/json": {
                            id: number;
                            name: string;
                            emoji: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a folder
         * @description Deletes the folder; its documents move to root (no folder).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Rename a folder
         * @description Changes the name or the emoji (an empty string or null removes it).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1-100 characters (grapheme clusters) */
                        name?: string;
                        emoji?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 3,
                         *       "name": "Invoices",
                         *       "emoji": "🧾",
                         *       "createdAt": "2026-11-23T09:30:00.000Z",
                         *       "updatedAt": "2026-11-23T09:30:00.000Z"
                         *     }
                         */
                        "application/json": {
                            id: number;
                            name: string;
                            emoji: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a PDF
         * @description Renders the document with the variables and stores the PDF at a public, permanent URL. Costs one generation credit, refunded when rendering or storage fails. Retry 500 once; 503 and 429 with backoff, honouring Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "variables": {
                     *         "customer": {
                     *           "name": "Ada Lovelace"
                     *         },
                     *         "total": 1250
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The document's uuid (never its numeric id)
                         */
                        documentId: string;
                        /** @description Handlebars context; its shape mirrors the document's sample variables */
                        variables?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "url": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf",
                         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11"
                         *     }
                         */
                        "application/json": {
                            /** Format: uri */
                            url: string;
                            /** Format: uuid */
                            documentId: string;
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR or invalid_document_id. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR | invalid_document_id
                             * @example VALIDATION_ERROR
                             * @example invalid_document_id
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error quota_exceeded. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "quota_exceeded",
                         *       "type": "generation",
                         *       "message": "No generation credits remain for this account."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: quota_exceeded
                             * @example quota_exceeded
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                            /**
                             * @description Which credit ran out (quota_exceeded)
                             * @enum {string}
                             */
                            type: "generation" | "ai";
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error IDEMPOTENCY_KEY_IN_USE. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "IDEMPOTENCY_KEY_IN_USE",
                         *       "message": "A request with this Idempotency-Key is still in progress. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: IDEMPOTENCY_KEY_IN_USE
                             * @example IDEMPOTENCY_KEY_IN_USE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "TEMPLATE_ERROR",
                         *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: TEMPLATE_ERROR | RENDER_LIMIT_EXCEEDED | IDEMPOTENCY_KEY_REUSED
                             * @example TEMPLATE_ERROR
                             * @example RENDER_LIMIT_EXCEEDED
                             * @example IDEMPOTENCY_KEY_REUSED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error SERVICE_UNAVAILABLE or storage_unavailable or RENDER_QUEUE_FULL. The Retry-After header says how many seconds to wait. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "SERVICE_UNAVAILABLE",
                         *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: SERVICE_UNAVAILABLE | storage_unavailable | RENDER_QUEUE_FULL
                             * @example SERVICE_UNAVAILABLE
                             * @example storage_unavailable
                             * @example RENDER_QUEUE_FULL
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a generated PDF
         * @description Deletes a PDF of the account, named by the URL generation returned or its bare storage path; the URL then answers 404 (and the CDN is purged). Costs nothing.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The url returned by generation, or the bare storage path */
                        path: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error SERVICE_UNAVAILABLE or storage_unavailable. The Retry-After header says how many seconds to wait. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "SERVICE_UNAVAILABLE",
                         *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: SERVICE_UNAVAILABLE | storage_unavailable
                             * @example SERVICE_UNAVAILABLE
                             * @example storage_unavailable
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a draft (dashboard)
         * @description Renders a draft (any of body, framework, format, landscape, fonts, variables over the saved document) to PDF. Stores nothing, debits nothing. Dashboard cookie only.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "variables": {
                     *         "number": "INV-002"
                     *       },
                     *       "format": "A5",
                     *       "landscape": true
                     *     }
                     */
                    "application/json": {
                        body?: string;
                        /** @enum {string} */
                        framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                        /** @enum {string} */
                        format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                        landscape?: boolean;
                        fonts?: {
                            name: string;
                            variants: string[];
                            master?: boolean;
                        }[];
                        variables?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description The PDF bytes, as Content-Type application/pdf (X-Pdf-Pages: the page count) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example %PDF-1.4 … */
                        "application/json": string;
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "TEMPLATE_ERROR",
                         *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: TEMPLATE_ERROR | RENDER_LIMIT_EXCEEDED
                             * @example TEMPLATE_ERROR
                             * @example RENDER_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RENDER_QUEUE_FULL or SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RENDER_QUEUE_FULL",
                         *       "message": "The rendering queue is full. Retry with backoff."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RENDER_QUEUE_FULL | SERVICE_UNAVAILABLE
                             * @example RENDER_QUEUE_FULL
                             * @example SERVICE_UNAVAILABLE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assistant settings
         * @description Whether the AI assistant is configured on this server, its provider and model, and how tokens are priced in AI credits.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "enabled": true,
                         *       "provider": "anthropic",
                         *       "model": "claude-sonnet-4-5",
                         *       "pricing": {
                         *         "tokensPerCredit": 1000,
                         *         "weights": {
                         *           "input": 1,
                         *           "output": 5,
                         *           "cacheWrite": 1.25,
                         *           "cacheRead": 0.1
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            enabled: boolean;
                            /** @enum {string} */
                            provider: "none" | "anthropic" | "openai";
                            model: string | null;
                            pricing: {
                                tokensPerCredit: number;
                                weights: {
                                    input: number;
                                    output: number;
                                    cacheWrite: number;
                                    cacheRead: number;
                                };
                            };
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document's assistant conversation
         * @description Every message of the conversation about this document, oldest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "messages": [
                         *         {
                         *           "id": 1,
                         *           "role": "user",
                         *           "content": "Add a table of the invoice lines",
                         *           "proposal": null,
                         *           "status": "ok",
                         *           "usage": null,
                         *           "createdAt": "2026-11-23T09:30:00.000Z"
                         *         },
                         *         {
                         *           "id": 2,
                         *           "role": "assistant",
                         *           "content": "I added a table of the lines.",
                         *           "proposal": {
                         *             "body": "<table class=\"w-full\">{{#each lines}}<tr><td>{{item}}</td><td>{{amount}}</td></tr>{{/each}}</table>"
                         *           },
                         *           "status": "ok",
                         *           "usage": {
                         *             "inputTokens": 2400,
                         *             "outputTokens": 310,
                         *             "cacheReadTokens": 1800,
                         *             "cacheWriteTokens": 0,
                         *             "credits": 4
                         *           },
                         *           "createdAt": "2026-11-23T09:30:04.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            messages: {
                                id: number;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                content: string;
                                proposal: {
                                    body?: string;
                                    variables?: {
                                        [key: string]: unknown;
                                    };
                                    /** @enum {string} */
                                    framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                                    /** @enum {string} */
                                    format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                                    landscape?: boolean;
                                    fonts?: {
                                        name: string;
                                        variants: string[];
                                        master?: boolean;
                                    }[];
                                } | null;
                                /**
                                 * @description cut: the client left mid-stream (charged for the tokens used); dropped: the proposal failed validation twice
                                 * @enum {string}
                                 */
                                status: "ok" | "cut" | "dropped";
                                /** @description assistant messages only */
                                usage: {
                                    inputTokens: number;
                                    outputTokens: number;
                                    cacheReadTokens: number;
                                    cacheWriteTokens: number;
                                    /** @description AI credits debited for the turn (capped at what was left) */
                                    credits: number;
                                } | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask the assistant about a document
         * @description One assistant turn. With `Accept: text/event-stream` the answer is a stream of `delta` events ({text}) and one final `done` (this result) or `error` ({error, message, retryAfter?}) event; otherwise JSON.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "message": "Add a table of the invoice lines with a total row",
                     *       "draft": {
                     *         "variables": {
                     *           "lines": [
                     *             {
                     *               "item": "Design",
                     *               "amount": 1200
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 1-8000 characters (grapheme clusters) */
                        message: string;
                        draft?: {
                            body?: string;
                            variables?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape?: boolean;
                            fonts?: {
                                name: string;
                                variants: string[];
                                master?: boolean;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "reply": "I added a table of the lines with a total row.",
                         *       "proposal": {
                         *         "body": "<table class=\"w-full\">{{#each lines}}<tr><td>{{item}}</td><td>{{amount}}</td></tr>{{/each}}</table>"
                         *       },
                         *       "usage": {
                         *         "inputTokens": 2400,
                         *         "outputTokens": 310,
                         *         "cacheReadTokens": 1800,
                         *         "cacheWriteTokens": 0,
                         *         "credits": 4
                         *       }
                         *     }
                         */
                        "application/json": {
                            reply: string;
                            proposal: {
                                body?: string;
                                variables?: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                                /** @enum {string} */
                                format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                                landscape?: boolean;
                                fonts?: {
                                    name: string;
                                    variants: string[];
                                    master?: boolean;
                                }[];
                            } | null;
                            usage: {
                                inputTokens: number;
                                outputTokens: number;
                                cacheReadTokens: number;
                                cacheWriteTokens: number;
                                /** @description AI credits debited for the turn (capped at what was left) */
                                credits: number;
                            };
                        };
                    };
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error quota_exceeded. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "quota_exceeded",
                         *       "type": "generation",
                         *       "message": "No generation credits remain for this account."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: quota_exceeded
                             * @example quota_exceeded
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                            /**
                             * @description Which credit ran out (quota_exceeded)
                             * @enum {string}
                             */
                            type: "generation" | "ai";
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error PAYLOAD_TOO_LARGE. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than 5242880 bytes."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: PAYLOAD_TOO_LARGE
                             * @example PAYLOAD_TOO_LARGE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "SERVICE_UNAVAILABLE",
                         *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: SERVICE_UNAVAILABLE
                             * @example SERVICE_UNAVAILABLE
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /**
         * Clear the conversation
         * @description Deletes the document's assistant conversation; the document is untouched.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error VALIDATION_ERROR. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "VALIDATION_ERROR",
                         *       "message": "The request is invalid: name: must be 1 to 200 characters"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: VALIDATION_ERROR
                             * @example VALIDATION_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error FORBIDDEN. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "FORBIDDEN",
                         *       "message": "This credential cannot be used for this request."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: FORBIDDEN
                             * @example FORBIDDEN
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error NOT_FOUND. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "NOT_FOUND",
                         *       "message": "The resource does not exist."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: NOT_FOUND
                             * @example NOT_FOUND
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a PDF (older endpoint)
         * @description The endpoint older clients call: x-api-key, `{ templateId, variables }` in, `{ requestId, path }` out, errors as `{ error }` alone. Same render and credit as POST /v1/generate.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "templateId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "variables": {
                     *         "name": "Ada Lovelace",
                     *         "total": "1250"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The document's uuid */
                        templateId: string;
                        /**
                         * @description Every value is a string
                         * @default {}
                         */
                        variables?: {
                            [key: string]: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "requestId": "6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f",
                         *       "path": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf"
                         *     }
                         */
                        "application/json": {
                            requestId: string;
                            /** Format: uri */
                            path: string;
                        };
                    };
                };
                /** @description Error invalid_request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "invalid_request"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description invalid_request
                             * @example invalid_request
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error quota_exceeded */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "quota_exceeded"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description quota_exceeded
                             * @example quota_exceeded
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error template_not_found or invalid_api_key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "template_not_found"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description template_not_found | invalid_api_key
                             * @example template_not_found
                             * @example invalid_api_key
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error idempotency_key_in_use */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "idempotency_key_in_use"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description idempotency_key_in_use
                             * @example idempotency_key_in_use
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error payload_too_large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "payload_too_large"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description payload_too_large
                             * @example payload_too_large
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error template_error or render_limit_exceeded or idempotency_key_reused */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "template_error"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description template_error | render_limit_exceeded | idempotency_key_reused
                             * @example template_error
                             * @example render_limit_exceeded
                             * @example idempotency_key_reused
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error rate_limit_exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "rate_limit_exceeded"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description rate_limit_exceeded
                             * @example rate_limit_exceeded
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error internal_error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "internal_error"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description internal_error
                             * @example internal_error
                             */
                            error: string;
                        };
                    };
                };
                /** @description Error render_unavailable or storage_unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "render_unavailable"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description render_unavailable | storage_unavailable
                             * @example render_unavailable
                             * @example storage_unavailable
                             */
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fonts
         * @description The font families a document can name in `fonts`, with their weights; all are embedded offline.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "fonts": [
                         *         {
                         *           "name": "Inter",
                         *           "variants": [
                         *             "400",
                         *             "700",
                         *             "400italic"
                         *           ],
                         *           "weights": [
                         *             "400",
                         *             "700"
                         *           ],
                         *           "italicWeights": [
                         *             "400"
                         *           ],
                         *           "category": "sans-serif"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            fonts: {
                                name: string;
                                /** @description What a document font may list in its `variants`: weights ("400") and italic weights ("400italic") */
                                variants: string[];
                                weights: string[];
                                italicWeights: string[];
                                category: string;
                            }[];
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/helpers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List template helpers
         * @description The Handlebars helpers templates may call, with their signatures.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "helpers": [
                         *         {
                         *           "name": "formatNumber",
                         *           "signature": "formatNumber value [locale]",
                         *           "description": "A number in the locale"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            helpers: {
                                name: string;
                                signature: string;
                                description: string;
                            }[];
                        };
                    };
                };
                /** @description Error UNAUTHORIZED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "UNAUTHORIZED",
                         *       "message": "Authentication is missing, invalid, expired or revoked."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: UNAUTHORIZED
                             * @example UNAUTHORIZED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "RATE_LIMIT_EXCEEDED",
                         *       "message": "Too many requests. Retry after 12 seconds."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: RATE_LIMIT_EXCEEDED
                             * @example RATE_LIMIT_EXCEEDED
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error INTERNAL_ERROR. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "INTERNAL_ERROR",
                         *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The error code: INTERNAL_ERROR
                             * @example INTERNAL_ERROR
                             */
                            error: string;
                            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of this node
         * @description For load balancers: 200 while this node can render, store files and reach its database; 503 with the same body otherwise.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "status": "ok",
                         *       "database": "ok",
                         *       "storage": "ok",
                         *       "renderer": {
                         *         "status": "ok",
                         *         "renders": 1520,
                         *         "restarts": 1,
                         *         "queue": 0,
                         *         "active": 1
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            storage: "ok" | "down";
                            renderer: {
                                status: string;
                                renders: number;
                                restarts: number;
                                queue: number;
                                active: number;
                            };
                        };
                    };
                };
                /** @description Something this node needs is down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "status": "ok",
                         *       "database": "ok",
                         *       "storage": "ok",
                         *       "renderer": {
                         *         "status": "ok",
                         *         "renders": 1520,
                         *         "restarts": 1,
                         *         "queue": 0,
                         *         "active": 1
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            storage: "ok" | "down";
                            renderer: {
                                status: string;
                                renders: number;
                                restarts: number;
                                queue: number;
                                active: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
