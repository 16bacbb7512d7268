package dev.singletable.processor.validate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.processor.read.Location;
import java.lang.reflect.Proxy;
import java.util.List;
import javax.lang.model.element.Element;
import org.junit.jupiter.api.Test;

/** A finding rejects the record it is about, wherever it points. */
class ReportTest {
  private final Element follow = element("Follow");
  private final Element mute = element("Mute");
  private final Element block = element("Block");

  @Test
  void anErrorRejectsItsSubjectEvenWhenItPointsAtAnotherRecord() {
    Report report = new Report(List.of(
        new Finding(follow, Message.CONFUSABLE_RECORDS, Location.of(mute), "Follow and Mute share a layout")));
    assertFalse(report.isClean(follow));
    assertTrue(report.isClean(mute), "pointing at Mute does not make the finding about Mute");
    assertTrue(report.isClean(block));
  }

  @Test
  void aWarningRejectsNothing() {
    Report report = new Report(List.of(
        new Finding(follow, Message.TOO_MANY_INDEXES, Location.of(follow), "21 indexes")));
    assertTrue(report.isClean(follow));
  }

  /** An element that is only itself: equal to nothing else, as javac's elements are. */
  private static Element element(String name) {
    return (Element) Proxy.newProxyInstance(ReportTest.class.getClassLoader(), new Class<?>[] {Element.class},
        (proxy, method, args) -> switch (method.getName()) {
          case "equals" -> proxy == args[0];
          case "hashCode" -> System.identityHashCode(proxy);
          case "toString" -> name;
          default -> throw new UnsupportedOperationException(method.getName());
        });
  }
}
