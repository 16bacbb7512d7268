package dev.singletable.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link SingletableStartupException} anywhere in a failed start-up's causes into Boot's
 * "APPLICATION FAILED TO START" report: the message as the description, and as the action what fixes
 * that kind of failure (change the property, or fix the tables). Registered in {@code
 * META-INF/spring.factories}.
 */
final class SingletableFailureAnalyzer extends AbstractFailureAnalyzer<SingletableStartupException> {
  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, SingletableStartupException cause) {
    return new FailureAnalysis(cause.getMessage(), cause.action(), cause);
  }
}
