package dev.singletable.apicheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A dump's text, and the blocks read back from it. The text is a few comment lines, then each
 * section's heading and its blocks, sorted by name:
 *
 * <pre>
 * # API: the exported packages, what users call
 *
 * public final class dev.singletable.runtime.Listing&lt;E&gt; {
 *   public long count()
 *   ...
 * }
 * </pre>
 */
final class ApiDump {

  private static final Set<String> KINDS = Set.of("class", "interface", "@interface", "enum", "record", "processor");

  private static final String VERSION = " = \"${project.version}\"\n";

  private ApiDump() {}

  /** The dump of {@code types}; a string constant equal to {@code version} (unless null) reads {@code "${project.version}"}. */
  static String text(String artifactId, List<ApiType> types, String version) {
    StringBuilder text = new StringBuilder()
        .append("# ").append(artifactId).append(": the public and protected API of its compiled classes.\n")
        .append("# Written by api-check; every change goes into the commit that makes it, with a CHANGELOG\n")
        .append("# entry (CONTRIBUTING.md). After an intended change: ").append(ApiCheck.UPDATE_COMMAND).append('\n');
    for (ApiType.Section section : ApiType.Section.values()) {
      List<ApiType> blocks = types.stream().filter(type -> type.section() == section).toList();
      if (blocks.isEmpty()) {
        continue;
      }
      text.append('\n').append(section.heading()).append('\n');
      for (ApiType type : blocks) {
        text.append('\n').append(type.declaration()).append('\n');
        type.members().forEach(member -> text.append("  ").append(member).append('\n'));
        text.append("}\n");
      }
    }
    return version == null ? text.toString() : text.toString().replace(" = \"" + version + "\"\n", VERSION);
  }

  /** The blocks of a dump's text by name, in order, each in the section whose heading it follows. */
  static Map<String, ApiType> parse(String text) {
    Map<String, ApiType> blocks = new LinkedHashMap<>();
    ApiType.Section section = ApiType.Section.API;
    String declaration = null;
    List<String> members = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      if (declaration == null) {
        if (line.startsWith("#")) {
          section = sectionOf(line, section);
        } else if (line.endsWith(" {")) {
          declaration = line;
          members = new ArrayList<>();
        }
      } else if (line.equals("}")) {
        blocks.put(name(declaration), new ApiType(name(declaration), section, declaration, List.copyOf(members)));
        declaration = null;
      } else {
        members.add(line.strip());
      }
    }
    return blocks;
  }

  /** The name in a declaration: the word after its kind ({@code class}, {@code record} ...). */
  static String name(String declaration) {
    String[] words = declaration.split(" ");
    for (int i = 0; i < words.length - 1; i++) {
      if (KINDS.contains(words[i])) {
        return words[i + 1].split("[<({]")[0];
      }
    }
    return declaration;
  }

  private static ApiType.Section sectionOf(String line, ApiType.Section current) {
    for (ApiType.Section section : ApiType.Section.values()) {
      if (line.equals(section.heading())) {
        return section;
      }
    }
    return current;
  }
}
