/**
 * The API's types: GENERATED from the OpenAPI document (GET /docs/openapi.json), itself generated
 * from the zod schemas of the server's routes. Do not edit: run `npm run api:types` after changing
 * a route (test/server/docs.test.ts fails while this file is out of date).
 * Used by web/src/lib/api/client.ts (openapi-fetch).
 */

export interface paths {
    "/api/addComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a question (query parameters, no body) */
        post: operations["addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addReply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a comment (query parameters, no body) */
        post: operations["addCommentReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addResponse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answer a question (the spec's GET mutation; POST takes the same query) */
        get: operations["addResponse"];
        put?: never;
        /** Answer a question (the spec's GET mutation; POST takes the same query) */
        post: operations["addResponseByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether AI explanations are configured on this server */
        get: operations["getAiStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AiResponseQuestionsbyId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI explanation of a question (for those who may see its answer); generated once, then cached */
        get: operations["getAiExplanation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AiResponseQuestionsbyId/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the model anew for a question's explanation (admin) */
        post: operations["regenerateAiExplanation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approveMentor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approve a mentor request by its id (admin; the spec's GET mutation, POST takes the same query) */
        get: operations["approveMentor"];
        put?: never;
        /** Approve a mentor request by its id (admin; the spec's GET mutation, POST takes the same query) */
        post: operations["approveMentorByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approveQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approve a submitted question (admin; the spec's GET mutation, POST takes the same query) */
        get: operations["approveQuestion"];
        put?: never;
        /** Approve a submitted question (admin; the spec's GET mutation, POST takes the same query) */
        post: operations["approveQuestionByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My attempt with the server's clock, the active section's questions (no answers) and my saved answers */
        get: operations["getAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My completed attempt beside the candidates: share right and median time per question, easy questions skipped, time sinks, section percentiles */
        get: operations["getAttemptAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/answers/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save my answer to a question of the active section (time is added) */
        put: operations["saveAttemptAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every remaining section of my attempt now and complete it (a completed attempt is answered as it is) */
        post: operations["finishAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The result of my completed attempt: score, sections, every question, percentile */
        get: operations["getAttemptResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every question of my completed attempt in order, with my answer, the correct answer and the written solution */
        get: operations["getAttemptReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/sections/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the active section: the next starts with its own clock; after the last the attempt is completed */
        post: operations["submitAttemptSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved questions or posts, most recently saved first */
        get: operations["listBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a post (saving it again changes nothing) */
        put: operations["savePostBookmark"];
        post?: never;
        /** Remove my bookmark of a post (204 also when there was none) */
        delete: operations["removePostBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a question (saving it again changes nothing)
         * @description Only a question the caller may see: 404 for a deleted one or one awaiting review by someone else.
         */
        put: operations["saveQuestionBookmark"];
        post?: never;
        /** Remove my bookmark of a question (204 also when there was none) */
        delete: operations["removeQuestionBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories used by an approved question (admins: all, including those of pending and rejected submissions) */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a comment's or reply's text (its author only; sets editedAt) */
        put: operations["editComment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a comment as the question's best explanation (its submitter, a mentor or an admin; one per question; its author gets answer_accepted) */
        post: operations["acceptComment"];
        /** Remove a comment's accepted mark (the question's submitter, a mentor or an admin) */
        delete: operations["unacceptComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteForum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delete a forum with its posts and replies (admin; the spec's GET mutation, POST takes the same query) */
        get: operations["deleteForum"];
        put?: never;
        /** Delete a forum with its posts and replies (admin; the spec's GET mutation, POST takes the same query) */
        post: operations["deleteForumByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dislikeComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike a comment (toggles; replaces a like) */
        post: operations["dislikeComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloadResource/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a resource's PDF (as an attachment with its file name) */
        get: operations["downloadResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/addReply/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a post, or to a reply with parentReplyId (form fields or JSON) */
        post: operations["addForumReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/forums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a forum (a per-user quota: RATE_LIMIT_FORUMS_PER_DAY) */
        post: operations["createForum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/getForums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forums */
        get: operations["listForums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/getPostsbyForumId/{forumId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A forum's posts, newest first (each without its replies); solved=true|false keeps only the solved or unsolved ones */
        get: operations["listForumPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a post in a forum */
        post: operations["createForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post with its replies nested */
        get: operations["getForumPost"];
        /** Edit a post's title and text (its author only; sets editedAt) */
        put: operations["editForumPost"];
        post?: never;
        /** Delete a post with its replies (its author or an admin) */
        delete: operations["deleteForumPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a reply of the post as its answer (the post's author or an admin; replaces the one accepted before; its author gets answer_accepted) */
        post: operations["acceptForumReply"];
        /** Remove the post's accepted reply (the post's author or an admin) */
        delete: operations["unacceptForumReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}/dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike a post (toggles; replaces a like) */
        post: operations["dislikeForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a post (toggles; replaces a dislike) */
        post: operations["likeForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}/unlike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove my like of a post */
        post: operations["unlikeForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{id}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my watch level on a thread: watching (post_activity for every new reply), normal, or muted (no notification from it, mentions included) */
        put: operations["watchForumPost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a reply's text (its author only; sets editedAt) */
        put: operations["editForumReply"];
        post?: never;
        /** Delete a reply (its author or an admin; a reply with replies stays as a placeholder) */
        delete: operations["deleteForumReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{id}/dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike a reply (toggles; replaces a like) */
        post: operations["dislikeForumReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a reply (toggles; replaces a dislike) */
        post: operations["likeForumReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{id}/unlike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove my like of a reply */
        post: operations["unlikeForumReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getAnswered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many distinct questions I answered */
        get: operations["countMyAnsweredQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getCommentsbyId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A question's comments with their replies nested */
        get: operations["listQuestionComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getCommentsMade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many question comments and forum replies I wrote (the profile's "Comments Made") */
        get: operations["countMyCommentsMade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getErrorLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My wrong answers with their tagged reasons */
        get: operations["getMyErrorLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getPendingMentors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mentor requests waiting for a decision, oldest first (admin) */
        get: operations["listPendingMentors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getPendingQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions waiting for review (admin)
         * @description Each item adds `similar`: up to 3 approved questions whose text is most alike by trigram similarity (at least 0.5), most alike first.
         */
        get: operations["listPendingQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getQuestionsByFilters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions by category, topic and source (comma-joined id lists), my status (unattempted, wrong, correct) and difficulty (easy, medium, hard, new); idsOnly=true: every matching id */
        get: operations["listQuestionsByFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getQuestionsbyId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One question (correctAnswer only once answered, to its submitter and to admins) */
        get: operations["getQuestionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getQuestionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How everyone did on a question (first attempts; once I answered it) */
        get: operations["getQuestionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getResources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resources, newest first */
        get: operations["listResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getResponses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My attempts, newest first */
        get: operations["listMyResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getResponseStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My accuracy overall, by category and by topic */
        get: operations["getMyResponseStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSubmittedBy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many questions I submitted */
        get: operations["countMySubmittedQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSubmittedQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My submitted questions with their status, newest first */
        get: operations["listMySubmittedQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getTopicsByCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Topics of the given categories (`categoryId`: one id or a comma-joined list) used by an approved question (admins: all, including those of pending and rejected submissions) */
        get: operations["listTopicsByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getUserDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user by id (the spec's query form of GET /api/users/{id}) */
        get: operations["getUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose name, username or email contains `query` (admin) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image for rich text (PNG, JPEG, WebP or GIF by content; at most 1 MB, 10000 pixels on a side and 40 megapixels) */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image (public, cacheable forever) */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue the import of an Excel file (admin); progress by GET /api/import-jobs/{jobId} */
        post: operations["importWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-excel-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an Excel file: every row with its errors and the categories, topics and sources it would create (admin) */
        post: operations["checkImportWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import job's progress and row errors (admin) */
        get: operations["getImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The import header row (all fourteen columns) as a CSV file (admin) */
        get: operations["getImportTemplateCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-template.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The import template as an Excel workbook: the fourteen headers and two example rows (admin) */
        get: operations["getImportTemplateXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/contributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contributors by reputation earned in the period (week: 7 days, month: 30 days, all), most first */
        get: operations["listContributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likeComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a comment (toggles; replaces a dislike) */
        post: operations["likeComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mastery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My topics with attempts, accuracy, the model's ability and a level, weakest first */
        get: operations["getMyMastery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My attempts, accuracy and median time per week (weeks from Monday 00:00 Asia/Kolkata), oldest first */
        get: operations["getMyProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notification settings (emailDigest: "off" or "daily") */
        get: operations["getNotificationSettings"];
        /** Save my notification settings (emailDigest "daily": a daily mail of my unread notifications) */
        put: operations["saveNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first (X-Total-Count; X-Unread-Count: how many are unread) */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark my notifications read: { ids } or { all: true } */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next practice question for the filter: a due review card, else the adaptive pick (predicted success closest to 0.7), else a new one */
        get: operations["getNextPracticeQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions with their keys and solutions, to practise offline
         * @description Up to `count` approved questions the caller has not answered, in bank order, a set only whole; never a question sealed for the caller or held by an exclusive test. The caller's later answers to them count as offline ones.
         */
        get: operations["getPracticePack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save my preferences (untimedPractice: questions show at once, answers carry no time; showOnLeaderboards: my name on mock test leaderboards); answers my user JSON */
        put: operations["savePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/question-sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A question set (passage or data set) with its questions, each as getQuestionsbyId answers it */
        get: operations["getQuestionSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit any question (admin): a missing field keeps its value
         * @description The body is any subset of submitQuestion's fields. The resulting question must pass submitQuestion's rules (400 with the same texts, e.g. "Options must be empty for TITA questions" when switching to TITA with options left); a new text that duplicates another question of the same set (or another stand-alone one) is 409 "This question already exists". Status, submitter and dates stay as they are. Answers the question as getQuestionsbyId answers it for an admin.
         */
        put: operations["editQuestion"];
        post?: never;
        /**
         * Delete a question (admin)
         * @description A soft delete: the question disappears from lists, search, getQuestionsbyId (404) and new tests, and a second delete is 404. Its responses stay in their owners' statistics, and mock tests that hold it still run, score and review it.
         */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an error in a question
         * @description Any logged-in user who may see the question (404 otherwise, also for a deleted one). One open report per user and question: a second while the first is open is 409; after an admin resolves it the user may report again.
         */
        post: operations["reportQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rejectMentor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reject a mentor request by its id (admin; the spec's GET mutation, POST takes the same query) */
        get: operations["rejectMentor"];
        put?: never;
        /** Reject a mentor request by its id (admin; the spec's GET mutation, POST takes the same query) */
        post: operations["rejectMentorByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rejectQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reject a submitted question (admin; the spec's GET mutation, POST takes the same query) */
        get: operations["rejectQuestion"];
        put?: never;
        /** Reject a submitted question (admin; the spec's GET mutation, POST takes the same query) */
        post: operations["rejectQuestionByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports of errors in questions (admin): open ones first, oldest first; then resolved ones, newest resolution first */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a report (admin; its reporter gets a report_resolved notification; resolving it again changes nothing) */
        post: operations["resolveReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a resource and its file (its uploader or an admin) */
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My review cards due now, oldest due first */
        get: operations["listDueReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My review deck: due now, total, next due, forecast and retention */
        get: operations["getReviewSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search forums, posts, approved questions and their set passages; each group ranked, at most `limit` hits. With `type`, one group paged from `offset`, its total in the X-Total-Count header */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sources used by an approved question (admins: all, including those of pending and rejected submissions) */
        get: operations["listSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submitQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a question for review (an admin's is approved at once)
         * @description A text that duplicates a question the caller can see (approved, their own; admins: any) is 409 "This question already exists"; a duplicate of someone else's pending or rejected question is accepted as pending and flagged in getPendingQuestions' `duplicates`.
         */
        post: operations["submitQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submittedQuestions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit and resubmit my rejected question
         * @description The body is submitQuestion's, with its rules and texts. Only the submitter (403 otherwise) and only while the question is rejected (409 otherwise); the question is pending again and its rejection reason is cleared.
         */
        put: operations["resubmitQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagMistake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tag why an answer was wrong (reason omitted or empty clears it) */
        post: operations["tagMistake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin tests and my generated ones, newest first, each with my latest attempt */
        get: operations["listTests"];
        put?: never;
        /** Create a test from approved questions, visible to everyone (admin); with a window a scheduled mock (ranked attempts, ranks at resultsAt), exclusive: its questions out of the bank until it closes */
        post: operations["createTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One test I may take, with my latest attempt */
        get: operations["getTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tests/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the test (201), or resume my attempt of it still in progress (200); inside a window my first attempt is ranked; 409 before the window opens, and (with `attemptId`) while another test is in progress */
        post: operations["startAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tests/{id}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ranked attempts of users who show on leaderboards, best first (ranks count everyone); 409 before resultsAt */
        get: operations["getTestLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tests/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a personal test from the bank: unseen questions first, sets drawn whole */
        post: operations["generateTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unlikeComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove my like of a comment */
        post: operations["unlikeComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploadPdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a PDF resource (at most 3 MB, checked by its content) */
        post: operations["uploadResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user by id (another user's mobile and email are null unless the caller is an admin) */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/accommodation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a user's extra time in mock tests, percent of each section (admin); sections started afterwards get it */
        post: operations["setAccommodation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's public profile: reputation and contributions (no mobile or email) */
        get: operations["getUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a user an admin or a user (admin); applies from their next request; never oneself or the last active admin (400) */
        post: operations["setUserRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a user (admin): their sessions and sockets end at once and their login answers 403; never oneself or the last active admin (400) */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension (admin); the user logs in again */
        post: operations["unsuspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/by-username/{username}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's public profile by username (any case), as the id route answers it (no mobile or email) */
        get: operations["getUserProfileByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/by-username/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile by username as a query (for the usernames "." and "..", which no path can hold) */
        get: operations["getUserProfileByUsernameQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit my name and email address (a new address is unverified; changing it needs currentPassword) */
        patch: operations["updateMyProfile"];
        trace?: never;
    };
    "/api/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change my password; my other sessions (and their sockets) end, this one stays */
        post: operations["changeMyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 users whose username starts with prefix (for @mentions) */
        get: operations["searchUsernames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verifyEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send a one-time code to my email address (the spec's GET mutation) */
        get: operations["sendEmailOtp"];
        put?: never;
        /** Send a one-time code to my email address (the spec's GET mutation) */
        post: operations["sendEmailOtpByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verifyEmailOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the one-time code sent to my email address (the query, or form or JSON fields) */
        post: operations["verifyEmailOtp"];
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
        /** Liveness: the process serves HTTP (no dependency is asked) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the session (and its sockets); a browser navigation (Accept: text/html) is redirected to /login */
        get: operations["logoutNavigation"];
        put?: never;
        /** End the session (and its sockets) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/perform-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (form fields, JSON, or an `Authorization: Basic` header); sets the session cookie
         * @description A suspended account answers 403 "This account is suspended" (after a correct password).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/addUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a student or mentor */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/isLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller has a session (JSON true or false) */
        get: operations["isLoggedIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed code; every session of the user ends */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset code to the account using this address; 202 whether or not there is one */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sendOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send a one-time code to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON) */
        get: operations["sendMobileOtp"];
        put?: never;
        /** Send a one-time code to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON) */
        post: operations["sendMobileOtpByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved questions, contributors, discussions and users online (at most 10 seconds old) */
        get: operations["getPublicStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verifyOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the one-time code sent to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON) */
        get: operations["verifyMobileOtp"];
        put?: never;
        /** Check the one-time code sent to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON) */
        post: operations["verifyMobileOtpByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: PostgreSQL, Redis and the queues answer in time */
        get: operations["getReadiness"];
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
    schemas: {
        AccommodationInput: {
            extraTimePercent: number;
        };
        AnswerSaved: {
            /** @constant */
            saved: true;
        };
        ApiError: {
            code?: string;
            error: string;
            message: string;
            reason?: string | null;
            statusCode: number;
        };
        Attempt: {
            answers: {
                [key: string]: components["schemas"]["SavedAnswer"];
            };
            id: number;
            questions: components["schemas"]["TestQuestion"][];
            /** @description Started inside the test’s window as my first attempt of it (docs/contract.md section 8.2) */
            ranked: boolean;
            sectionIndex: number;
            sections: {
                endsAt: string | null;
                name: string;
                remainingSeconds: number;
                /** @enum {string} */
                state: "locked" | "active" | "submitted";
            }[];
            serverTime: string;
            /** @enum {string} */
            state: "in_progress" | "completed";
            testId: number;
        };
        AttemptAnalysis: {
            attemptId: number;
            candidates: number;
            /** @description Question ids */
            easySkipped: number[];
            questions: {
                /** @description null when unanswered */
                correct: boolean | null;
                crowdCorrectShare: number | null;
                crowdMedianSeconds: number | null;
                id: number;
                sectionIndex: number;
                timeSeconds: number;
            }[];
            sections: {
                name: string;
                percentile: number | null;
                score: number;
            }[];
            testId: number;
            /** @description Question ids */
            timeSinks: number[];
        };
        AttemptResult: {
            /** @description Ranked attempts (a test with a window) or first completed attempts (without) */
            candidates: number;
            correct: number;
            /** @description Every candidate score with how many scored it, ascending by score; null before resultsAt for a ranked attempt */
            distribution: {
                attempts: number;
                score: number;
            }[] | null;
            maxScore: number;
            /** @description 100 x (candidates scoring <= mine) / (all candidates), two decimals; null before resultsAt (ranked) or under 20 candidates (no window) */
            percentile: number | null;
            questions: {
                /** @description TITA: the number typed; null when none (and for MCQ) */
                answer: string | null;
                /** @description null when unanswered */
                correct: boolean | null;
                /** @description null while the question is part of my test in progress (sealed) */
                correctAnswer: string | null;
                id: number;
                marks: number;
                /** @enum {string} */
                questionType: "MCQ" | "TITA";
                sectionIndex: number;
                /** @description MCQ: the option saved; null when none (and for TITA) */
                selectedOption: ("A" | "B" | "C" | "D") | null;
                /** @description Time spent on the question as the client reported it, whole seconds */
                timeSeconds: number;
            }[];
            /** @description Ranked attempts from resultsAt: 1 + ranked attempts with a higher score; otherwise null */
            rank: number | null;
            ranked: boolean;
            /** @description When a window’s ranks are published; null without a window */
            resultsAt: string | null;
            score: number;
            sections: {
                /** @description The length of this attempt’s section clock (the section’s duration plus the user’s extra time), whole seconds */
                allowedSeconds: number;
                correct: number;
                maxScore: number;
                name: string;
                /** @description The section score’s percentile among the candidates’ section scores, on the same rules as `percentile` */
                percentile: number | null;
                score: number;
                /** @description From the section’s start to its end, whole seconds */
                timeSeconds: number;
                unanswered: number;
                wrong: number;
            }[];
            testId: number;
            title: string;
            unanswered: number;
            wrong: number;
        };
        AttemptReview: {
            id: number;
            questions: components["schemas"]["ReviewQuestion"][];
            sections: {
                name: string;
            }[];
            /** @description The sets of the questions, by set id, each once */
            sets: {
                [key: string]: components["schemas"]["QuestionSetRef"];
            };
            testId: number;
            title: string;
        };
        Bookmark: {
            /** @description When the item was saved (ISO 8601) */
            createdAt: string;
            /** @enum {string} */
            kind: "question" | "post";
            post: components["schemas"]["ForumPostWrapper"] | null;
            postId: number | null;
            question: components["schemas"]["QuestionListItem"] | null;
            questionId: number | null;
        };
        Comment: {
            /** @description Whether it is the question's accepted best explanation (one per question) */
            accepted: boolean;
            dateTimeSubmitted: string;
            dislikes: number;
            editedAt: string | null;
            id: number;
            likes: number;
            myReaction: ("like" | "dislike") | null;
            parentId: number | null;
            questionId: number;
            replies: components["schemas"]["Comment"][];
            submittedBy: number;
            text: string;
            user: components["schemas"]["DiscussionAuthor"];
        };
        Contributor: {
            acceptedAnswers: number;
            reputation: number;
            user: components["schemas"]["UserSummary"];
        };
        CreateTestInput: {
            exclusive?: boolean;
            marking?: components["schemas"]["TestMarkingInput"];
            sections: {
                durationSeconds: number;
                name: string;
                questionIds: number[];
            }[];
            title: string;
            window?: {
                /** Format: date-time */
                closesAt: string;
                /** Format: date-time */
                opensAt: string;
            } | null;
        };
        DiscussionAuthor: {
            id: number;
            name: string;
            /** @description All-time reputation (contract 8.4): likes received from others + 10 x answers accepted by others */
            reputation: number;
            username: string;
            /** @enum {string} */
            userType: "Student" | "Mentor";
        };
        Forum: {
            createdAt: string;
            createdBy: number | null;
            description: string;
            id: number;
            postCount: number;
            title: string;
        };
        ForumPost: {
            /** @description The reply its author (or an admin) accepted as the answer (contract 8.4), null when none */
            acceptedReplyId: number | null;
            authorId: number;
            content: string;
            createdAt: string;
            dislikedBy: number[];
            editedAt: string | null;
            forumId: number;
            id: number;
            likedBy: number[];
            replyCount: number;
            /** @description Whether a reply is accepted */
            solved: boolean;
            title: string;
            updatedAt: string;
        };
        ForumPostWrapper: {
            author: components["schemas"]["DiscussionAuthor"];
            /** @description Whether the caller saved the post (docs/contract.md section 7.4); false in live events */
            bookmarked: boolean;
            post: components["schemas"]["ForumPost"];
            replies: components["schemas"]["ForumReply"][];
            /**
             * @description The caller's watch level on the thread (contract 8.4); 'normal' in live events
             * @enum {string}
             */
            watchLevel: "watching" | "normal" | "muted";
        };
        ForumReply: {
            content: string;
            createdAt: string;
            deleted: boolean;
            dislikeCount: number;
            editedAt: string | null;
            id: number;
            likeCount: number;
            myReaction: ("like" | "dislike") | null;
            parentReplyId: number | null;
            postId: number;
            replies: components["schemas"]["ForumReply"][];
            updatedAt: string;
            user: components["schemas"]["ReplyAuthor"] | null;
        };
        GenerateTestInput: {
            sections: {
                categoryId: number;
                count: number;
                durationSeconds: number;
            }[];
            title?: string;
        };
        LeaderboardEntry: {
            name: string;
            /** @description 1 + ranked attempts with a higher score (everyone counts, shown or not) */
            rank: number;
            score: number;
            sections: {
                name: string;
                score: number;
            }[];
            username: string;
        };
        MasteryEntry: {
            /** @description The model's ability estimate in the topic (logits; 0 = average) */
            ability: number;
            /** @description correct / attempts, 0-1, two decimals */
            accuracy: number;
            attempts: number;
            category: string;
            categoryId: number;
            correct: number;
            /** @description weak, developing or strong; null under 5 attempts */
            level: ("weak" | "developing" | "strong") | null;
            topic: string;
            topicId: number;
        };
        MyLastResponse: {
            /** @description TITA: the typed answer; null for MCQ */
            answer: string | null;
            correct: boolean;
            createdAt: string;
            selectedOption: ("A" | "B" | "C" | "D") | null;
            timeSeconds: number | null;
        };
        Notification: {
            actor: {
                id: number;
                name: string;
                username: string;
            } | null;
            commentId: number | null;
            createdAt: string;
            forumId: number | null;
            id: number;
            postId: number | null;
            questionId: number | null;
            read: boolean;
            replyId: number | null;
            /** @description test_results: the scheduled mock whose ranks were published */
            testId: number | null;
            text: string;
            /** @enum {string} */
            type: "post_reply" | "reply_reply" | "comment_reply" | "mention" | "question_approved" | "question_rejected" | "mentor_approved" | "mentor_rejected" | "test_results" | "report_resolved" | "answer_accepted" | "post_activity";
        };
        PendingQuestion: {
            /** @description TITA: answers within this distance are right; null for MCQ */
            answerTolerance: number | null;
            /** @description Whether the caller saved the question (docs/contract.md section 7.4) */
            bookmarked: boolean;
            categoryId: number;
            comments: number[];
            /** @description A-D for MCQ, a decimal number for TITA; null until the caller may know it */
            correctAnswer: string | null;
            dateTimeSubmitted: string;
            difficulty: components["schemas"]["QuestionDifficulty"];
            /** @description Other questions with the same text, any status, by id (approving a duplicate of an approved or deleted one is 409) */
            duplicates: {
                id: number;
                /** @enum {string} */
                status: "pending" | "approved" | "rejected" | "deleted";
            }[];
            /** @description The written solution (Markdown); null until the caller may know it, or when there is none */
            explanation: string | null;
            id: number;
            /** @description The caller's latest attempt of this question; null when never attempted */
            myLastResponse: components["schemas"]["MyLastResponse"] | null;
            optionA: string;
            optionB: string;
            optionC: string;
            optionD: string;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            set: components["schemas"]["QuestionSetRef"] | null;
            setId: number | null;
            /** @description Approved questions most alike by text, most alike first */
            similar: {
                id: number;
                questionText: string;
                /** @description pg_trgm similarity of the texts, at least 0.5 */
                similarity: number;
            }[];
            source: string;
            sourceId: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "deleted";
            submittedBy: number | null;
            submitter: components["schemas"]["UserSummary"] | null;
            topic: string;
            topicId: number;
        };
        PracticeNext: {
            /** @description 0-1, the model's chance that I answer it right; null when the question is not calibrated */
            predictedSuccess: number | null;
            question: components["schemas"]["Question"];
            /**
             * @description review: a due card of my deck; adaptive: predicted success closest to 0.7; new: no calibrated question left
             * @enum {string}
             */
            reason: "review" | "adaptive" | "new";
        };
        Profile: {
            /** @description Their replies and comments accepted by someone else */
            acceptedAnswers: number;
            /** @description Comments on questions (replies to comments included) */
            comments: number;
            id: number;
            /** @description When the account was made (ISO 8601) */
            joinedAt: string;
            name: string;
            posts: number;
            questionsApproved: number;
            /** @description Forum replies that are not deleted */
            replies: number;
            /** @description Likes received on their posts, replies and comments + 10 x accepted answers (their own likes and acceptances not counted) */
            reputation: number;
            username: string;
            /** @enum {string} */
            userType: "Student" | "Mentor";
        };
        ProgressWeek: {
            /** @description correct / attempts, 0-1, two decimals; null without attempts */
            accuracy: number | null;
            attempts: number;
            correct: number;
            /** @description Median seconds of the timed attempts; null without any */
            medianTime: number | null;
            /** @description YYYY-MM-DD, the Monday the week starts on (Asia/Kolkata) */
            weekStart: string;
        };
        Question: {
            /** @description TITA: answers within this distance are right; null for MCQ */
            answerTolerance: number | null;
            /** @description Whether the caller saved the question (docs/contract.md section 7.4) */
            bookmarked: boolean;
            categoryId: number;
            comments: number[];
            /** @description A-D for MCQ, a decimal number for TITA; null until the caller may know it */
            correctAnswer: string | null;
            dateTimeSubmitted: string;
            difficulty: components["schemas"]["QuestionDifficulty"];
            /** @description The written solution (Markdown); null until the caller may know it, or when there is none */
            explanation: string | null;
            id: number;
            /** @description The caller's latest attempt of this question; null when never attempted */
            myLastResponse: components["schemas"]["MyLastResponse"] | null;
            optionA: string;
            optionB: string;
            optionC: string;
            optionD: string;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            set: components["schemas"]["QuestionSetRef"] | null;
            setId: number | null;
            source: string;
            sourceId: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "deleted";
            submittedBy: number | null;
            submitter: components["schemas"]["UserSummary"] | null;
            topic: string;
            topicId: number;
        };
        QuestionDifficulty: {
            /** @description 0-1, two decimals; null without first answers */
            correctShare: number | null;
            /** @description Users' first practice answers and ranked mock answers of the question */
            firstAttempts: number;
            /** @description easy, medium or hard; null while firstAttempts < 10 */
            level: ("easy" | "medium" | "hard") | null;
            /** @description Seconds, over the timed right first answers; null without any */
            medianTimeCorrect: number | null;
        };
        QuestionListItem: {
            /** @description Whether the caller saved the question */
            bookmarked: boolean;
            categoryId: number;
            difficulty: components["schemas"]["QuestionDifficulty"];
            id: number;
            /** @description The caller's latest attempt: correct or wrong; null when never attempted */
            myStatus: ("correct" | "wrong") | null;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            setId: number | null;
            /** @description The title of the set the question belongs to; null when it stands alone */
            setTitle: string | null;
            source: string;
            sourceId: number;
            topic: string;
            topicId: number;
        };
        QuestionReport: {
            createdAt: string;
            id: number;
            /** @description The question text as plain text (no Markdown marks; a table as [table]), cut to 200 characters ending "…" */
            questionExcerpt: string;
            questionId: number;
            /** @enum {string} */
            questionStatus: "pending" | "approved" | "rejected" | "deleted";
            /** @enum {string} */
            reason: "wrong_answer" | "typo" | "unclear" | "duplicate" | "other";
            reporter: components["schemas"]["UserSummary"] | null;
            resolvedAt: string | null;
            text: string;
        };
        QuestionSet: {
            body: string;
            categoryId: number;
            id: number;
            questionIds: number[];
            questions: components["schemas"]["Question"][];
            sourceId: number;
            title: string;
            topicId: number;
        };
        QuestionSetRef: {
            /** @description The passage or data set (Markdown) */
            body: string;
            id: number;
            /** @description The questions of the set the caller may see, in order */
            questionIds: number[];
            title: string;
        };
        QuestionSummary: {
            categoryId: number;
            id: number;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            setId: number | null;
            source: string;
            sourceId: number;
            topic: string;
            topicId: number;
        };
        ReplyAuthor: {
            emailId: string | null;
            emailVerified: boolean;
            /** @description Extra time in mock tests, percent of each section (0-100); null for viewers other than the user and admins */
            extraTimePercent: number | null;
            id: number;
            mentorStatus: ("pending" | "approved" | "rejected") | null;
            mobile: string | null;
            name: string;
            /** @description All-time reputation (contract 8.4): likes received from others + 10 x answers accepted by others */
            reputation: number;
            /** @enum {string} */
            role: "admin" | "user";
            /** @description Shown by name on mock test leaderboards (PUT /api/preferences, default false); null for viewers other than the user and admins */
            showOnLeaderboards: boolean | null;
            /** @description Whether an admin suspended the account (contract section 7.6); null for viewers other than the user and admins */
            suspended: boolean | null;
            /** @description Practice without a clock (PUT /api/preferences); null for viewers other than the user and admins */
            untimedPractice: boolean | null;
            username: string;
            /** @enum {string} */
            userType: "Student" | "Mentor";
        };
        Resource: {
            createdAt: string;
            description: string;
            fileName: string;
            id: number;
            sizeBytes: number;
            title: string;
            uploadedBy: {
                id: number;
                name: string;
                /** @enum {string} */
                userType: "Student" | "Mentor";
            } | null;
        };
        ReviewQuestion: {
            /** @description TITA: the number typed; null when none (and for MCQ) */
            answer: string | null;
            /** @description TITA: answers within this distance are right; null for MCQ */
            answerTolerance: number | null;
            /** @description Whether the caller saved the question (docs/contract.md section 7.4) */
            bookmarked: boolean;
            categoryId: number;
            comments: number[];
            /** @description null when unanswered */
            correct: boolean | null;
            /** @description null while the question is part of my test in progress (sealed) */
            correctAnswer: string | null;
            dateTimeSubmitted: string;
            difficulty: components["schemas"]["QuestionDifficulty"];
            /** @description The written solution (Markdown); null until the caller may know it, or when there is none */
            explanation: string | null;
            id: number;
            marks: number;
            optionA: string;
            optionB: string;
            optionC: string;
            optionD: string;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            sectionIndex: number;
            /** @description MCQ: the option saved; null when none (and for TITA) */
            selectedOption: ("A" | "B" | "C" | "D") | null;
            setId: number | null;
            source: string;
            sourceId: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "deleted";
            submittedBy: number | null;
            submitter: components["schemas"]["UserSummary"] | null;
            /** @description Time spent on the question as the client reported it, whole seconds */
            timeSeconds: number;
            topic: string;
            topicId: number;
        };
        SaveAnswerInput: {
            answer?: string | null;
            markedForReview?: boolean;
            selectedOption?: ("A" | "B" | "C" | "D") | null;
            timeSeconds?: number;
        };
        SavedAnswer: {
            answer: string | null;
            markedForReview: boolean;
            selectedOption: ("A" | "B" | "C" | "D") | null;
            timeSeconds: number;
        };
        SubmitSectionInput: {
            /** @description The section meant to end; when it has ended already, nothing changes (repeated submits make one transition) */
            sectionIndex?: number;
        };
        Test: {
            /** @description With a window: ranked attempts started; without: users with a completed first attempt */
            candidates: number;
            createdBy: number | null;
            /** @description Its questions are out of the bank (lists, search, practice, generated tests) until the window closes */
            exclusive: boolean;
            id: number;
            /** @enum {string} */
            kind: "admin" | "generated";
            marking: components["schemas"]["TestMarking"];
            myAttempt: {
                id: number;
                score: number | null;
                /** @enum {string} */
                state: "in_progress" | "completed";
            } | null;
            /** @description When ranks and solutions are published: closesAt plus the total duration with the largest extra time; null without a window */
            resultsAt: string | null;
            sections: {
                durationSeconds: number;
                name: string;
                questionCount: number;
            }[];
            title: string;
            /** @description When ranked attempts may start; null for a test without a window */
            window: components["schemas"]["TestWindow"] | null;
        };
        TestInProgressError: {
            /** @description My attempt in progress (with "Finish the test you have in progress first") */
            attemptId?: number;
            code?: string;
            error: string;
            message: string;
            reason?: string | null;
            statusCode: number;
        };
        TestMarking: {
            correct: number;
            titaWrong: number;
            wrong: number;
        };
        TestMarkingInput: {
            correct: number;
            titaWrong: number;
            wrong: number;
        };
        TestQuestion: {
            /** @description TITA: answers within this distance are right; null for MCQ */
            answerTolerance: number | null;
            /** @description Whether the caller saved the question (docs/contract.md section 7.4) */
            bookmarked: boolean;
            categoryId: number;
            comments: number[];
            dateTimeSubmitted: string;
            difficulty: components["schemas"]["QuestionDifficulty"];
            id: number;
            optionA: string;
            optionB: string;
            optionC: string;
            optionD: string;
            questionText: string;
            /** @enum {string} */
            questionType: "MCQ" | "TITA";
            section: string;
            set: components["schemas"]["QuestionSetRef"] | null;
            setId: number | null;
            source: string;
            sourceId: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "deleted";
            submittedBy: number | null;
            submitter: components["schemas"]["UserSummary"] | null;
            topic: string;
            topicId: number;
        };
        TestWindow: {
            closesAt: string;
            opensAt: string;
        };
        UploadedImage: {
            id: number;
            /** @description `/api/images/<id>`, to use in Markdown as `![alt](url)` */
            url: string;
        };
        User: {
            emailId: string | null;
            emailVerified: boolean;
            /** @description Extra time in mock tests, percent of each section (0-100); null for viewers other than the user and admins */
            extraTimePercent: number | null;
            id: number;
            mentorStatus: ("pending" | "approved" | "rejected") | null;
            mobile: string | null;
            name: string;
            /** @enum {string} */
            role: "admin" | "user";
            /** @description Shown by name on mock test leaderboards (PUT /api/preferences, default false); null for viewers other than the user and admins */
            showOnLeaderboards: boolean | null;
            /** @description Whether an admin suspended the account (contract section 7.6); null for viewers other than the user and admins */
            suspended: boolean | null;
            /** @description Practice without a clock (PUT /api/preferences); null for viewers other than the user and admins */
            untimedPractice: boolean | null;
            username: string;
            /** @enum {string} */
            userType: "Student" | "Mentor";
        };
        UserSummary: {
            id: number;
            name: string;
            username: string;
            /** @enum {string} */
            userType: "Student" | "Mentor";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    addComment: {
        parameters: {
            query: {
                questionId: number;
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addCommentReply: {
        parameters: {
            query: {
                commentId: number;
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addResponse: {
        parameters: {
            query: {
                /** @description TITA: the typed answer, a decimal number */
                answer?: string;
                /** @description An answer made offline: when it was given (ISO 8601, not in the future, at most 30 days ago; contract 8.5) */
                answeredAt?: string;
                /** @description A UUID the client chose for this answer: the same clientId again stores nothing and answers what the first request answered (contract 8.5) */
                clientId?: string;
                questionId: number;
                selectedOption?: string;
                /** @description Seconds spent; leave it out for an untimed attempt (docs/contract.md section 7.5) */
                timer?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        correct: boolean;
                        /** @description A-D for MCQ, a decimal number for TITA */
                        correctAnswer: string;
                        id: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addResponseByPost: {
        parameters: {
            query: {
                /** @description TITA: the typed answer, a decimal number */
                answer?: string;
                /** @description An answer made offline: when it was given (ISO 8601, not in the future, at most 30 days ago; contract 8.5) */
                answeredAt?: string;
                /** @description A UUID the client chose for this answer: the same clientId again stores nothing and answers what the first request answered (contract 8.5) */
                clientId?: string;
                questionId: number;
                selectedOption?: string;
                /** @description Seconds spent; leave it out for an untimed attempt (docs/contract.md section 7.5) */
                timer?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        correct: boolean;
                        /** @description A-D for MCQ, a decimal number for TITA */
                        correctAnswer: string;
                        id: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAiStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                    };
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAiExplanation: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The explanation: paragraphs separated by newlines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    regenerateAiExplanation: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new explanation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveMentor: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decidedAt: string | null;
                        decidedBy: number | null;
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        userId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveMentorByPost: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decidedAt: string | null;
                        decidedBy: number | null;
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        userId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveQuestion: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveQuestionByPost: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAttempt: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAttemptAnalysis: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptAnalysis"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveAttemptAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                questionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAnswerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerSaved"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    finishAttempt: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAttemptResult: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptResult"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAttemptReview: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptReview"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitAttemptSection: {
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
                "application/json": components["schemas"]["SubmitSectionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBookmarks: {
        parameters: {
            query: {
                /** @description Which saved items to list */
                kind: "question" | "post";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bookmark"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    savePostBookmark: {
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
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removePostBookmark: {
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
            /** @description Not saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveQuestionBookmark: {
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
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeQuestionBookmark: {
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
            /** @description Not saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    editComment: {
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
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptComment: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unacceptComment: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteForum: {
        parameters: {
            query: {
                forumId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        forumId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteForumByPost: {
        parameters: {
            query: {
                forumId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        forumId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    dislikeComment: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikes: number;
                        id: number;
                        likes: number;
                        myReaction: ("like" | "dislike") | null;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadResource: {
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
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addForumReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    parentReplyId?: ("" | number) | null;
                };
                "application/x-www-form-urlencoded": {
                    content: string;
                    parentReplyId?: ("" | number) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumReply"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createForum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Forum"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listForums: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Forum"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listForumPosts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                solved?: "true" | "false";
            };
            header?: never;
            path: {
                forumId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createForumPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    forumId: number | string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getForumPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    editForumPost: {
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
                    content: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteForumPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        postId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptForumReply: {
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
                    replyId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unacceptForumReply: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPostWrapper"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    dislikeForumPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikedBy: number[];
                        likedBy: number[];
                        postId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    likeForumPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikedBy: number[];
                        likedBy: number[];
                        postId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unlikeForumPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikedBy: number[];
                        likedBy: number[];
                        postId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    watchForumPost: {
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
                    /** @enum {string} */
                    level: "watching" | "normal" | "muted";
                };
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    editForumReply: {
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
                    content: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumReply"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteForumReply: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        postId: number;
                        replyId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    dislikeForumReply: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikeCount: number;
                        likeCount: number;
                        myReaction?: ("like" | "dislike") | null;
                        replyId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    likeForumReply: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikeCount: number;
                        likeCount: number;
                        myReaction?: ("like" | "dislike") | null;
                        replyId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unlikeForumReply: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikeCount: number;
                        likeCount: number;
                        myReaction?: ("like" | "dislike") | null;
                        replyId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countMyAnsweredQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuestionComments: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countMyCommentsMade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            answer: string | null;
                            dateTimeSubmitted: string;
                            question: components["schemas"]["QuestionSummary"];
                            reason: ("concept" | "careless" | "calculation" | "misread" | "time" | "guessed") | null;
                            responseId: number;
                            selectedOption: ("A" | "B" | "C" | "D") | null;
                            time: number | null;
                            wrongAttempts: number;
                        }[];
                        reasonCounts: {
                            calculation: number;
                            careless: number;
                            concept: number;
                            guessed: number;
                            misread: number;
                            time: number;
                        };
                        untagged: number;
                    };
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPendingMentors: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        requestedAt: string;
                        user: {
                            emailId: string | null;
                            id: number;
                            mobile: string | null;
                            name: string;
                            username: string;
                        };
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPendingQuestions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingQuestion"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuestionsByFilters: {
        parameters: {
            query: {
                category: string;
                /** @description Comma-joined levels: easy, medium, hard, new (not yet calibrated) */
                difficulty?: string;
                idsOnly?: "true" | "false";
                limit?: number;
                offset?: number;
                source?: string;
                /** @description Only questions I have not attempted, whose latest attempt of mine was wrong or correct, or that I saved */
                status?: "" | ("unattempted" | "wrong" | "correct" | "bookmarked");
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionListItem"][] | number[];
                };
            };
            /** @description Not modified: the If-None-Match header names this answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuestionById: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description Not modified: the If-None-Match header names this answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuestionStats: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        averageTimeCorrect: number | null;
                        averageTimeWrong: number | null;
                        correct: number;
                        /** @enum {string} */
                        difficulty: "Easy" | "Medium" | "Hard" | "Not enough attempts yet";
                        percentCorrect: number;
                        questionId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listResources: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMyResponses: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description TITA: the typed answer; null for MCQ */
                        answer: string | null;
                        dateTimeSubmitted: string;
                        id: number;
                        question: components["schemas"]["QuestionSummary"];
                        response: boolean;
                        selectedOption: ("A" | "B" | "C" | "D") | null;
                        /** @description Seconds spent; null for an untimed attempt */
                        time: number | null;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyResponseStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accuracy: number;
                        attempts: number;
                        /** @description Mean seconds of the timed attempts; null when there are none */
                        averageTime: number | null;
                        byCategory: {
                            accuracy: number;
                            attempts: number;
                            /** @description Mean seconds of the timed attempts; null when there are none */
                            averageTime: number | null;
                            category: string;
                            categoryId: number;
                            correct: number;
                            /** @description Attempts with a time (untimed ones are left out of averageTime) */
                            timedAttempts: number;
                        }[];
                        byTopic: {
                            accuracy: number;
                            attempts: number;
                            /** @description Mean seconds of the timed attempts; null when there are none */
                            averageTime: number | null;
                            category: string;
                            correct: number;
                            /** @description Attempts with a time (untimed ones are left out of averageTime) */
                            timedAttempts: number;
                            topic: string;
                            topicId: number;
                        }[];
                        correct: number;
                        /** @description Attempts with a time (untimed ones are left out of averageTime) */
                        timedAttempts: number;
                    };
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countMySubmittedQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMySubmittedQuestions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description TITA: answers within this distance are right; null for MCQ */
                        answerTolerance: number | null;
                        /** @description A-D for MCQ, a decimal number for TITA */
                        correctAnswer: string;
                        dateTimeSubmitted: string;
                        /** @description The written solution (Markdown), or null */
                        explanation: string | null;
                        id: number;
                        questionText: string;
                        /** @enum {string} */
                        questionType: "MCQ" | "TITA";
                        /** @description The admin's reason for rejecting it (null when none was given, or not rejected) */
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        section: string;
                        source: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        topic: string;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTopicsByCategory: {
        parameters: {
            query: {
                categoryId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: number;
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserDetails: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image (never SVG)
                     */
                    image: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImage"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getImage: {
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
            /** @description The image bytes, as uploaded, with their type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    importWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The .xlsx workbook (at most 40 MB; the first worksheet is read)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: number;
                        /** @enum {string} */
                        status: "queued";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkImportWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The .xlsx workbook (at most 40 MB; the first worksheet is read)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description TITA: a decimal number, "0" when blank (once valid); MCQ: "" unless given */
                        answerTolerance: string;
                        category: string;
                        /** @description MCQ: A-D (upper case once valid); TITA: a decimal number (canonical form once valid) */
                        correctAnswer: string;
                        creates: ("category" | "topic" | "source")[];
                        errors: string[];
                        /** @description The written solution (Markdown); "" when none */
                        explanation: string;
                        optionA: string;
                        optionB: string;
                        optionC: string;
                        optionD: string;
                        questionText: string;
                        /** @description "MCQ" (also when the column is absent or blank) or "TITA" once valid; otherwise as read */
                        questionType: string;
                        rowNumber: number;
                        /** @description The set's passage or data set (Markdown); given on a set's first row, may be blank on later ones */
                        setText: string;
                        /** @description "" when the question stands alone */
                        setTitle: string;
                        source: string;
                        topic: string;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getImportJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        errors: {
                            message: string;
                            rowNumber: number;
                        }[];
                        jobId: number;
                        processed: number;
                        skipped: number;
                        /** @enum {string} */
                        state: "queued" | "active" | "completed" | "failed";
                        total: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getImportTemplateCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header row, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getImportTemplateXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listContributors: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                period?: "week" | "month" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contributor"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    likeComment: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikes: number;
                        id: number;
                        likes: number;
                        myReaction: ("like" | "dislike") | null;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyMastery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasteryEntry"][];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMyProgress: {
        parameters: {
            query?: {
                weeks?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressWeek"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        emailDigest: "off" | "daily";
                    };
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    emailDigest: "off" | "daily";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        emailDigest: "off" | "daily";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                } | {
                    /** @enum {boolean} */
                    all: true;
                };
            };
        };
        responses: {
            /** @description Marked read */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNextPracticeQuestion: {
        parameters: {
            query?: {
                category?: string;
                source?: string;
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeNext"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPracticePack: {
        parameters: {
            query?: {
                category?: string;
                /** @description How many questions at most (1-100); a set comes whole or not at all */
                count?: number;
                source?: string;
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        questions: {
                            /** @description TITA: answers within this distance are right; null for MCQ */
                            answerTolerance: number | null;
                            /** @description Whether the caller saved the question (docs/contract.md section 7.4) */
                            bookmarked: boolean;
                            categoryId: number;
                            comments: number[];
                            /** @description A-D for MCQ, a decimal number for TITA */
                            correctAnswer: string;
                            dateTimeSubmitted: string;
                            difficulty: components["schemas"]["QuestionDifficulty"];
                            /** @description The written solution (Markdown), null when there is none */
                            explanation: string | null;
                            id: number;
                            /** @description The caller's latest attempt of this question; null when never attempted */
                            myLastResponse: components["schemas"]["MyLastResponse"] | null;
                            optionA: string;
                            optionB: string;
                            optionC: string;
                            optionD: string;
                            questionText: string;
                            /** @enum {string} */
                            questionType: "MCQ" | "TITA";
                            section: string;
                            set: components["schemas"]["QuestionSetRef"] | null;
                            setId: number | null;
                            source: string;
                            sourceId: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "deleted";
                            submittedBy: number | null;
                            submitter: components["schemas"]["UserSummary"] | null;
                            topic: string;
                            topicId: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    savePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    showOnLeaderboards?: boolean;
                    untimedPractice?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuestionSet: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionSet"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    editQuestion: {
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
                    /** @description TITA only: a typed answer within this distance of the correct one is right (0 to 1000000, default 0) */
                    answerTolerance?: number | string | null;
                    category?: string;
                    /** @description MCQ: A, B, C or D (any case). TITA: a decimal number such as "42" or "-3.5" (stored in canonical form) */
                    correctAnswer?: string | number;
                    /** @description The written solution (Markdown); blank or null for none */
                    explanation?: string | null;
                    optionA?: string;
                    optionB?: string;
                    optionC?: string;
                    optionD?: string;
                    questionText?: string;
                    /** @description MCQ (four options, the default) or TITA (type in the answer), any case */
                    questionType?: string;
                    source?: string;
                    topic?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteQuestion: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reportQuestion: {
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
                    /** @enum {string} */
                    reason: "wrong_answer" | "typo" | "unclear" | "duplicate" | "other";
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: number;
                        questionId: number;
                        /** @enum {string} */
                        reason: "wrong_answer" | "typo" | "unclear" | "duplicate" | "other";
                        text: string;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectMentor: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decidedAt: string | null;
                        decidedBy: number | null;
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        userId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectMentorByPost: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decidedAt: string | null;
                        decidedBy: number | null;
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        userId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectQuestion: {
        parameters: {
            query: {
                id: number;
                reason?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectQuestionByPost: {
        parameters: {
            query: {
                id: number;
                reason?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionReport"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resolveReport: {
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
            /** @description Resolved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteResource: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDueReviews: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO date-time the card fell due */
                        dueAt: string;
                        /** @description Times a remembered card was forgotten (a wrong answer after a right one) */
                        lapses: number;
                        questionId: number;
                        /** @description Times the card was graded */
                        reps: number;
                        /** @description The question's set, null for a stand-alone question */
                        setId: number | null;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReviewSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        due: number;
                        dueThisWeek: number;
                        dueToday: number;
                        nextDueAt: string | null;
                        retention: number | null;
                        reviews: number;
                        total: number;
                    };
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    search: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                query?: string;
                type?: "forums" | "posts" | "questions";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        didYouMean: string | null;
                        forums: {
                            description: string;
                            highlight: {
                                text: string;
                                title: string;
                            };
                            id: number;
                            title: string;
                        }[];
                        posts: {
                            content: string;
                            forumId: number;
                            highlight: {
                                text: string;
                                title: string;
                            };
                            id: number;
                            title: string;
                        }[];
                        questions: {
                            highlight: {
                                text: string;
                                title: string;
                            };
                            id: number;
                            passage: {
                                setId: number;
                                title: string;
                            } | null;
                            questionText: string;
                            section: string;
                            topic: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description TITA only: a typed answer within this distance of the correct one is right (0 to 1000000, default 0) */
                    answerTolerance?: number | string | null;
                    category: string;
                    /** @description MCQ: A, B, C or D (any case). TITA: a decimal number such as "42" or "-3.5" (stored in canonical form) */
                    correctAnswer?: string | number;
                    /** @description The written solution (Markdown); blank or null for none */
                    explanation?: string | null;
                    optionA?: string;
                    optionB?: string;
                    optionC?: string;
                    optionD?: string;
                    questionText: string;
                    /** @description MCQ (four options, the default) or TITA (type in the answer), any case */
                    questionType?: string;
                    source: string;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description TITA: answers within this distance are right; null for MCQ */
                        answerTolerance: number | null;
                        /** @description A-D for MCQ, a decimal number for TITA */
                        correctAnswer: string;
                        dateTimeSubmitted: string;
                        /** @description The written solution (Markdown), or null */
                        explanation: string | null;
                        id: number;
                        questionText: string;
                        /** @enum {string} */
                        questionType: "MCQ" | "TITA";
                        /** @description The admin's reason for rejecting it (null when none was given, or not rejected) */
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        section: string;
                        source: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        topic: string;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resubmitQuestion: {
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
                    /** @description TITA only: a typed answer within this distance of the correct one is right (0 to 1000000, default 0) */
                    answerTolerance?: number | string | null;
                    category: string;
                    /** @description MCQ: A, B, C or D (any case). TITA: a decimal number such as "42" or "-3.5" (stored in canonical form) */
                    correctAnswer?: string | number;
                    /** @description The written solution (Markdown); blank or null for none */
                    explanation?: string | null;
                    optionA?: string;
                    optionB?: string;
                    optionC?: string;
                    optionD?: string;
                    questionText: string;
                    /** @description MCQ (four options, the default) or TITA (type in the answer), any case */
                    questionType?: string;
                    source: string;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description TITA: answers within this distance are right; null for MCQ */
                        answerTolerance: number | null;
                        /** @description A-D for MCQ, a decimal number for TITA */
                        correctAnswer: string;
                        dateTimeSubmitted: string;
                        /** @description The written solution (Markdown), or null */
                        explanation: string | null;
                        id: number;
                        questionText: string;
                        /** @enum {string} */
                        questionType: "MCQ" | "TITA";
                        /** @description The admin's reason for rejecting it (null when none was given, or not rejected) */
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        section: string;
                        source: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        topic: string;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    tagMistake: {
        parameters: {
            query: {
                reason?: "" | ("concept" | "careless" | "calculation" | "misread" | "time" | "guessed");
                responseId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reason: ("concept" | "careless" | "calculation" | "misread" | "time" | "guessed") | null;
                        responseId: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTests: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Test"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Test"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTest: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Test"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startAttempt: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestInProgressError"];
                };
            };
        };
    };
    getTestLeaderboard: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; the total is in the X-Total-Count header */
            200: {
                headers: {
                    /** @description How many items match in all (this answer is one page of them) */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardEntry"][];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    generateTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateTestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Test"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unlikeComment: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dislikes: number;
                        id: number;
                        likes: number;
                        myReaction: ("like" | "dislike") | null;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    description: string;
                    /**
                     * Format: binary
                     * @description The PDF
                     */
                    pdfFile: Blob;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserById: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setAccommodation: {
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
                "application/json": components["schemas"]["AccommodationInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserProfile: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setUserRole: {
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
                    /** @enum {string} */
                    role: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    suspendUser: {
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
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unsuspendUser: {
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
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserProfileByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The username (any case) */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserProfileByUsernameQuery: {
        parameters: {
            query: {
                /** @description The username (any case) */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description My password: required when `emailId` changes */
                    currentPassword?: string;
                    emailId?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    searchUsernames: {
        parameters: {
            query: {
                prefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        username: string;
                    }[];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendEmailOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendEmailOtpByPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyEmailOtp: {
        parameters: {
            query: {
                otp: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    logoutNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": true;
                };
            };
            /** @description Redirect to /login (a browser navigation) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": true;
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
                "application/x-www-form-urlencoded": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not logged in: "Please log in to continue" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailId: string;
                    mobile?: string;
                    name: string;
                    password: string;
                    pendingMentor?: boolean;
                    username: string & (unknown & unknown);
                    /**
                     * @default Student
                     * @enum {string}
                     */
                    userType?: "Student" | "Mentor";
                };
                "application/x-www-form-urlencoded": {
                    emailId: string;
                    mobile?: string;
                    name: string;
                    password: string;
                    pendingMentor?: boolean;
                    username: string & (unknown & unknown);
                    /**
                     * @default Student
                     * @enum {string}
                     */
                    userType?: "Student" | "Mentor";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    isLoggedIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    emailId: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailId: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendMobileOtp: {
        parameters: {
            query: {
                number: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendMobileOtpByPost: {
        parameters: {
            query: {
                number: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An upstream service failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPublicStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Distinct users with an approved question, a post, a reply or a comment */
                        contributors: number;
                        /** @description Forum posts plus approved questions with at least one comment */
                        discussions: number;
                        /** @description Distinct users with a live socket on any API process */
                        online: number;
                        /** @description Approved questions */
                        questions: number;
                    };
                };
            };
            /** @description Temporarily unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyMobileOtp: {
        parameters: {
            query: {
                number: string;
                otp: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyMobileOtpByPost: {
        parameters: {
            query: {
                number: string;
                otp: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified: true;
                    };
                };
            };
            /** @description Bad input: `message` names the problem (spec section 8) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; `Retry-After` says after how many seconds to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            queue: "ok" | "down";
                            /** @enum {string} */
                            redis: "ok" | "down";
                        };
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                    } | {
                        /** @enum {string} */
                        status: "stopping";
                    };
                };
            };
            /** @description Not ready: a dependency is down, or the process is stopping */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            queue: "ok" | "down";
                            /** @enum {string} */
                            redis: "ok" | "down";
                        };
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                    } | {
                        /** @enum {string} */
                        status: "stopping";
                    };
                };
            };
        };
    };
}
