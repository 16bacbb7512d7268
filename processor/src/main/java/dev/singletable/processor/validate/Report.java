package dev.singletable.processor.validate;

import java.util.List;
import javax.lang.model.element.Element;

/**
 * What the rules of one step found: printed once, then asked which subjects may go on to be
 * generated. A finding rejects the subject it names, wherever it points.
 *
 * @param findings every finding, in the order the rules made them
 */
public record Report(List<Finding> findings) {

  /** Whether no error is about {@code subject}. */
  public boolean isClean(Element subject) {
    return findings.stream().noneMatch(finding -> finding.isError() && finding.subject().equals(subject));
  }
}
