package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;

/** A failed start-up as Boot reports it: the {@link SingletableStartupException} and its analysis. */
record StartupFailure(SingletableStartupException exception, FailureAnalysis analysis) {

  /** The failure of {@code context}, which must have failed with a SingletableStartupException. */
  static StartupFailure of(AssertableApplicationContext context) {
    assertThat(context).hasFailed();
    Throwable cause = context.getStartupFailure();
    while (!(cause instanceof SingletableStartupException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    assertThat(cause).as("the start-up failure's causes").isInstanceOf(SingletableStartupException.class);
    FailureAnalysis analysis = new SingletableFailureAnalyzer().analyze(context.getStartupFailure());
    assertThat(analysis).as("Boot's failure analysis").isNotNull();
    return new StartupFailure((SingletableStartupException) cause, analysis);
  }

  String description() {
    return analysis.getDescription();
  }

  String action() {
    return analysis.getAction();
  }
}
