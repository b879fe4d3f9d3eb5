/// Every reply the coach can give; `Intents/replies.habitat` must hold a `[reply …]` for each.
enum ReplyKey: String, CaseIterable, Sendable {
    // Greeting and onboarding
    case onboardingGreeting = "onboarding_greeting", greeting, welcomeBack = "welcome_back"
    case onboardingNext = "onboarding_next", onboardingDone = "onboarding_done", onboardingDoneEmpty = "onboarding_done_empty"
    // Adding
    case askName = "ask_name", askSchedule = "ask_schedule"
    case repromptSchedule1 = "reprompt_schedule_1", repromptSchedule2 = "reprompt_schedule_2", giveUpSchedule = "give_up_schedule"
    case repromptName1 = "reprompt_name_1", repromptName2 = "reprompt_name_2", giveUpName = "give_up_name"
    case scheduleDeclined = "schedule_declined"
    case habitAdded = "habit_added", detailNice = "detail_nice", detailAvoid = "detail_avoid", detailGroup = "detail_group"
    case detailReminder = "detail_reminder", avoidNote = "avoid_note"
    case duplicateHabit = "duplicate_habit", duplicateArchived = "duplicate_archived"
    case suggestGroup = "suggest_group", suggestGroupYes = "suggest_group_yes", suggestGroupNo = "suggest_group_no"
    case unknownGroupLeftOut = "unknown_group_left_out", badTime = "bad_time", draftUpdated = "draft_updated"
    // Editing
    case renamed, scheduleChanged = "schedule_changed", scheduleSame = "schedule_same"
    case tierChanged = "tier_changed", tierSame = "tier_same", tierMust = "tier_must", tierNice = "tier_nice"
    case polarityChanged = "polarity_changed", polaritySame = "polarity_same", polarityAvoid = "polarity_avoid", polarityBuild = "polarity_build"
    case descriptionChanged = "description_changed", reminderSet = "reminder_set", reminderRemoved = "reminder_removed", noReminders = "no_reminders"
    case archived, alreadyArchived = "already_archived", restored, notArchived = "not_archived"
    case confirmDelete = "confirm_delete", historyNone = "history_none", historySome = "history_some"
    case deleted, deleteKept = "delete_kept", repromptConfirm = "reprompt_confirm", giveUpConfirm = "give_up_confirm"
    case clarifyHabit = "clarify_habit", repromptClarify = "reprompt_clarify", giveUpClarify = "give_up_clarify"
    case habitNotFound = "habit_not_found", groupNotFound = "group_not_found", whichHabit = "which_habit"
    // Groups
    case groupCreated = "group_created", askGroupName = "ask_group_name", askGroupMembers = "ask_group_members"
    case repromptGroup = "reprompt_group", giveUpGroup = "give_up_group"
    case membersNotFound = "members_not_found", groupRequireSet = "group_require_set", groupMembersAdded = "group_members_added"
    case groupMembersRemoved = "group_members_removed", alreadyInGroup = "already_in_group", notInGroup = "not_in_group"
    case groupDetails = "group_details", groupTierSet = "group_tier_set", groupTierSame = "group_tier_same", undoGroupTier = "undo_group_tier"
    case groupDeleted = "group_deleted", groupRenamed = "group_renamed", groupRule = "group_rule", whichGroup = "which_group"
    // Undo, cancel, resume
    case undone, nothingToUndo = "nothing_to_undo", cannotUndo = "cannot_undo"
    case cancelled, cancelledAdd = "cancelled_add", nothingToCancel = "nothing_to_cancel", resume
    case nothingToCorrect = "nothing_to_correct", dayAlreadyRight = "day_already_right"
    case lostQuestion = "lost_question", lostConversation = "lost_conversation"
    // Words for things: lists, quotes, articles, weekday names, units
    case listAnd = "list_and", listOr = "list_or", listComma = "list_comma", quoted, articleVowel = "article_vowel", articleConsonant = "article_consonant"
    case weekdayMon = "weekday_mon", weekdayTue = "weekday_tue", weekdayWed = "weekday_wed", weekdayThu = "weekday_thu"
    case weekdayFri = "weekday_fri", weekdaySat = "weekday_sat", weekdaySun = "weekday_sun"
    case unitDay = "unit_day", unitWeek = "unit_week", unitMonth = "unit_month", thatMany = "that_many"
    case confirmSchedule = "confirm_schedule", confirmTier = "confirm_tier", confirmChange = "confirm_change"
    case confirmAdd = "confirm_add", confirmAddPlain = "confirm_add_plain", confirmDeclined = "confirm_declined"
    // Small talk and help
    case help, helpWaiting = "help_waiting", thanksReply = "thanks_reply", goodbyeReply = "goodbye_reply", smallTalkReply = "small_talk_reply"
    case fallback, fallbackHabit = "fallback_habit", fallbackSchedule = "fallback_schedule", fallbackDay = "fallback_day"
    case fallbackWaiting = "fallback_waiting", fallbackEmpty = "fallback_empty", tooLong = "too_long"
    case affirmIdle = "affirm_idle", denyIdle = "deny_idle", finishIdle = "finish_idle"
    // Logging
    case logDone = "log_done", logDonePeriod = "log_done_period", logTargetMet = "log_target_met", logGoodDay = "log_good_day"
    case logLeftToday = "log_left_today", logSkipped = "log_skipped", logSkippedReason = "log_skipped_reason", logSlipped = "log_slipped"
    case logClean = "log_clean", logCleared = "log_cleared", logAlready = "log_already", logNothingToClear = "log_nothing_to_clear"
    case logNothingDue = "log_nothing_due", logNoted = "log_noted", logDoneMany = "log_done_many", logSkippedMany = "log_skipped_many", logSkippedManyReason = "log_skipped_many_reason"
    case timesOnce = "times_once", timesTwice = "times_twice", timesMany = "times_many"
    case paused, pausedAll = "paused_all", pauseUntilWhen = "pause_until_when", resumed, resumedAll = "resumed_all"
    case nothingPaused = "nothing_paused", whenTomorrow = "when_tomorrow", detailPaused = "detail_paused"
    case whenToday = "when_today", whenYesterday = "when_yesterday", whenWeekday = "when_weekday", whenDate = "when_date"
    case periodWeek = "period_week", periodMonth = "period_month", daysLeft = "days_left", dayLeft = "day_left"
    // Asking
    case leftHeader = "left_header", leftLine = "left_line", leftPeriodLine = "left_period_line", leftGroupLine = "left_group_line"
    case nothingLeft = "nothing_left", nothingDue = "nothing_due"
    case insightOverall = "insight_overall", insightNothing = "insight_nothing", insightGoodDays = "insight_good_days"
    case insightMost = "insight_most", insightGrowth = "insight_growth", insightWeekdays = "insight_weekdays"
    case streakLine = "streak_line", streakLineBest = "streak_line_best", streakLineNone = "streak_line_none", streakNone = "streak_none", unitDays = "unit_days", unitWeeks = "unit_weeks", unitMonths = "unit_months"
    case weekHeader = "week_header", weekLine = "week_line", weekPeriodLine = "week_period_line", weekGoodDays = "week_good_days"
    case monthHeader = "month_header", monthNone = "month_none"
    case goodDayYes = "good_day_yes", goodDayNo = "good_day_no", goodDayNoOne = "good_day_no_one", goodDayNoGoal = "good_day_no_goal", goodDayInProgress = "good_day_in_progress"
    case dayMarkDone = "day_mark_done", dayMarkSkipped = "day_mark_skipped", dayMarkSlipped = "day_mark_slipped"
    case dayMarkClean = "day_mark_clean", dayMarkNone = "day_mark_none", daySummary = "day_summary", daySummaryEmpty = "day_summary_empty"
    case daySummaryLine = "day_summary_line", markWordDone = "mark_word_done", markWordSkipped = "mark_word_skipped", markWordSlipped = "mark_word_slipped"
    case detailsStats = "details_stats", detailsPeriod = "details_period", detailsLastDone = "details_last_done"
    // Lists and details
    case listHabits = "list_habits", listHabitsEmpty = "list_habits_empty", listLine = "list_line", listGroupLine = "list_group_line"
    case listArchived = "list_archived", details, detailsDescription = "details_description", detailsReminder = "details_reminder"
    // Undo summaries ("Undone: {what}") and counts
    case undoAdd = "undo_add", undoDelete = "undo_delete", undoRename = "undo_rename", undoSchedule = "undo_schedule"
    case undoMaking = "undo_making", undoDescription = "undo_description", undoReminder = "undo_reminder"
    case undoReminderRemoved = "undo_reminder_removed", undoArchive = "undo_archive", undoRestore = "undo_restore"
    case undoGroupAdd = "undo_group_add", undoGroupRemove = "undo_group_remove", undoGroupCreate = "undo_group_create"
    case undoGroupRequire = "undo_group_require", undoGroupDelete = "undo_group_delete", undoGroupRename = "undo_group_rename"
    case undoLog = "undo_log", undoPause = "undo_pause", undoPauseAll = "undo_pause_all", undoResume = "undo_resume"
    case countHabit = "count_habit", countHabits = "count_habits", countDayLogged = "count_day_logged", countDaysLogged = "count_days_logged"
    case memberNotFound = "member_not_found"
    // Rule errors
    case errorNameEmpty = "error_name_empty", errorNameTooLong = "error_name_too_long", errorDuplicateHabit = "error_duplicate_habit"
    case errorDuplicateGroup = "error_duplicate_group", errorDescriptionTooLong = "error_description_too_long", errorNoteTooLong = "error_note_too_long"
    case errorInterval = "error_interval", errorWeekly = "error_weekly", errorMonthly = "error_monthly", errorNoWeekdays = "error_no_weekdays"
    case errorAvoidSchedule = "error_avoid_schedule", errorAvoidGroup = "error_avoid_group", errorSlip = "error_slip"
    case errorFuture = "error_future", errorBeforeCreated = "error_before_created", errorRequire = "error_require"
    case errorRequireEmpty = "error_require_empty", errorIcon = "error_icon", errorTime = "error_time", errorColor = "error_color", errorPause = "error_pause",
         errorSettingsHistory = "error_settings_history",
         errorWindow = "error_window"
}
