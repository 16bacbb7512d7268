package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The model files of the tables the processor tests compile: the social sample's and the Online Shop's
 * (every record of {@code dev.singletable.shop}, its local indexes and composite sort key among them),
 * read from the class output; JSON ones parsed with the SDK's {@link JsonNode}, which the runtime brings.
 */
final class ModelOutputs {
  static final String SOCIAL_TABLE = "dev.singletable.samples.social.SocialTable";
  static final String SHOP_TABLE = "dev.singletable.shop.ShopTable";
  static final Compilation SOCIAL = Compiler.compile(Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java",
      GoldenFilesTest.SOCIAL_DIR + "Mute.java", GoldenFilesTest.SOCIAL_DIR + "User.java"));
  static final Compilation SHOP = Compiler.compile(Compiler.samples(Arrays.stream(new String[] {"Customer",
      "CustomerOrder", "Inventory", "Invoice", "Order", "OrderItem", "Payment", "Product", "Shipment", "Ticket",
      "TicketEvent", "TicketStep", "Warehouse"}).map(name -> "test/java/dev/singletable/shop/" + name + ".java")
      .toArray(String[]::new)));

  private ModelOutputs() {}

  /** The compilation of the table class {@code table}. */
  static Compilation of(String table) {
    return table.equals(SOCIAL_TABLE) ? SOCIAL : SHOP;
  }

  /** The table's descriptor: {@code META-INF/singletable/<table>.json}. */
  static String descriptor(Compilation compilation, String table) {
    return text(compilation, "META-INF/singletable/" + table + ".json");
  }

  /** One of the table's exports: {@code META-INF/singletable/<table>/<file>}. */
  static String export(Compilation compilation, String table, String file) {
    return text(compilation, "META-INF/singletable/" + table + "/" + file);
  }

  static JsonNode json(String text) {
    return JsonNode.parser().parse(text);
  }

  static String text(Compilation compilation, String path) {
    Optional<JavaFileObject> file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path);
    assertTrue(file.isPresent(), path + " was not written; the class output holds " + compilation.generatedFiles());
    try {
      return file.get().getCharContent(false).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
